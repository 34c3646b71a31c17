import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Standins, startStandins } from '../apps/server/test/standins/setup.ts';
import { asPlayer, type Player, registerPlayer, type SmsInbox } from './players.ts';
import { freshDataDir, type Product, printedOwner, Staff, startProduct, until } from './product.ts';

/**
 * A Pix-out whose result callback never reaches us. One process on PostgreSQL with the API
 * Pix provider against the PSP stand-in (mTLS both ways), NODE_ENV=development only so that
 * TEST_CLOCK is allowed. The PSP pays (or fails) the payout and its callback is lost; the withdrawal
 * stays "wait" until `withdraw.reconcile-payouts` (every minute, on payouts older than 10 minutes)
 * asks the PSP by the payout's id. Seen only through the player, staff and PSP sides: HTTP and the
 * PSP's own records.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORTS = { app: 4770, mtls: 4771, psp: 4772, sms: 4773 };
const JOB = 'withdraw.reconcile-payouts';
const WITHDRAW_PASSWORD = '246813';

let standins: Standins;
let product: Product;
let staff: Staff;
let dbName: string;
let player: Player;
let accountId: string;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(query).finally(() => client.end());
}

const twilio: SmsInbox = async (phone) => standins.sms.codeFor(`+55${phone.replace(/\D/g, '')}`);
const call = (path: string, init: Parameters<typeof asPlayer>[3] = {}) =>
  asPlayer(product, player, path, init);

async function ok(answer: Promise<{ code: number; msg: string; data: unknown }>) {
  const settled = await answer;
  expect(settled.code, settled.msg).toBe(1);
  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected dynamically
  return settled.data as any;
}

/** A Pix deposit the PSP stand-in's payer makes and notifies over the mTLS callback. */
async function deposit(amount: string): Promise<void> {
  const order = await ok(call('/recharge/create', { body: { amount }, key: randomUUID() }));
  await standins.psp.pay(order.order_no, { cpf: player.cpf, name: 'Beatriz Lima' });
  await until('the deposit to be credited', async () => {
    const status = (await call('/recharge/order', { body: { order_no: order.order_no }, method: 'GET' })).data
      ?.status;
    return status === 'success';
  });
}

/** The reconcile job's state as the owner sees it. */
async function reconcileJob(): Promise<{
  last_period: string | null;
  last_result: { key: string; counts: Record<string, number> } | null;
  failures: number;
}> {
  const jobs = await ok(staff.call('/admin/jobs'));
  return jobs.list.find((j: { name: string }) => j.name === JOB);
}

/**
 * Moves the clock and waits until the reconcile job has run the period the clock is now in; answers
 * how many payouts its summary says it looked at (`payoutsChecked` with `n`).
 */
async function advanceAndReconcile(seconds: number): Promise<number | undefined> {
  const now = await product.advance(seconds);
  const period = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  await until(
    `${JOB} to run the period of ${period}`,
    async () => {
      const job = await reconcileJob();
      return job.last_period !== null && job.last_period >= period;
    },
    20_000,
    250,
  );
  const job = await reconcileJob();
  expect(job.failures).toBe(0);
  expect(job.last_result?.key).toBe('payoutsChecked');
  return job.last_result?.counts.n;
}

const detail = (orderNo: string) =>
  ok(call('/withdraw/detail', { body: { order_no: orderNo }, method: 'GET' }));
const wallet = () => ok(call('/wallet/info'));

/** The player's fund-log entries of one type (9: withdrawal, 10: withdrawal returned); one page holds them. */
async function fundLog(type: number): Promise<{ amount: string; status: string }[]> {
  const page = await ok(call('/fund/log', { body: { type, size: 100 }, method: 'GET' }));
  expect(page.total).toBeLessThanOrEqual(100);
  return page.list;
}

/** The player's ledger entries as staff see them (every account, every page). */
async function ledger(): Promise<{ code: number; account: string; amount: string }[]> {
  const entries: { code: number; account: string; amount: string }[] = [];
  for (let page = 1; ; page++) {
    const answer = await ok(
      staff.call(`/admin/players/${player.memberId}/wallet`, { body: { page, size: 100 }, method: 'GET' }),
    );
    entries.push(...answer.entries.list);
    if (entries.length >= answer.entries.total) return entries;
  }
}

/** Entries of one withdrawal code on one of the player's accounts. */
const entriesOf = (all: { code: number; account: string; amount: string }[], code: number, account: string) =>
  all
    .filter((e) => e.code === code && e.account === account)
    .map((e) => e.amount)
    .sort();

/** What the PSP stand-in received for one payout id. */
const pspCalls = (orderNo: string) => ({
  sends: standins.psp.state.log.filter((l) => l === `PUT /v2/gn/pix/${orderNo}`).length,
  queries: standins.psp.state.log.filter((l) => l === `GET /v2/gn/pix/enviados/id-envio/${orderNo}`).length,
});

async function staffView(orderNo: string, status: string) {
  const list = await ok(staff.call('/admin/withdrawals', { body: { status, size: 100 }, method: 'GET' }));
  return list.list.find((w: { order_no: string }) => w.order_no === orderNo) ?? null;
}

/** A withdrawal the PSP accepts and keeps processing; its callback never comes. */
async function withdrawWithoutCallback(amount: string): Promise<string> {
  standins.psp.knobs.payoutDelayMs = null;
  const applied = await ok(
    call('/withdraw/apply', {
      body: { amount, account_id: accountId, withdraw_password: WITHDRAW_PASSWORD },
      key: randomUUID(),
    }),
  );
  const orderNo = applied.withdrawal.order_no as string;
  expect(applied.withdrawal.status, 'sent to the PSP, no result yet').toBe('wait');
  expect(standins.psp.state.sent.get(orderNo)?.status).toBe('EM_PROCESSAMENTO');
  expect(pspCalls(orderNo)).toEqual({ sends: 1, queries: 0 });
  return orderNo;
}

beforeAll(async () => {
  dbName = `jl_deployed_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${dbName}`);
  standins = await startStandins({ now: () => new Date(), pspPort: PORTS.psp, smsPort: PORTS.sms });
  product = await startProduct('payout-reconcile', {
    // development only because production refuses TEST_CLOCK; everything else is production's setup.
    NODE_ENV: 'development',
    TEST_CLOCK: 'true',
    JOBS_TICK_SECONDS: '1',
    PORT: String(PORTS.app),
    DATA_DIR: freshDataDir(),
    DATABASE_URL: Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString(),
    APP_SECRET: randomBytes(32).toString('base64url'),
    RATE_LIMIT_PER_MINUTE: '100000',
    LIVE_DRIVER: 'false',
    SEED_DEMO: 'false',
    ...standins.env({
      webhookUrl: `https://127.0.0.1:${PORTS.mtls}/api/v2/payments/pix/webhook`,
      mtlsPort: PORTS.mtls,
    }),
  });
  // The test moves the clock about an hour: start it at least two hours before São Paulo's midnight, so
  // the withdrawals' day (their daily count) does not change under the test.
  const now = await product.now();
  const spHour = (now.getUTCHours() + 21) % 24;
  if (spHour >= 22) await product.moveTo(new Date(now.getTime() + (24 - spHour + 8) * 3_600_000));
  const owner = await printedOwner(product);
  staff = new Staff(product, owner.login, owner.password);

  // What an operator may set: withdrawals open all day, and a VIP2 reached with small amounts.
  const withdraw = await ok(staff.call('/admin/settings/withdraw'));
  await ok(
    staff.call('/admin/settings/withdraw', {
      body: {
        value: { ...withdraw.value, windowStart: '00:00', windowEnd: '00:00' },
        reason: 'deployed suite: withdrawals open all day',
      },
    }),
  );
  const vip = await ok(staff.call('/admin/settings/vip'));
  const levels = vip.levels.map((l: { level: number }) =>
    l.level === 1 || l.level === 2 ? { ...l, recharge: '10.00', bet: '10.00' } : l,
  );
  await ok(staff.call('/admin/settings/vip', { body: { levels, reason: 'deployed suite: VIP2 early' } }));

  // A player who deposits by Pix, plays until the wagering is met, and binds their CPF's Pix key.
  player = await registerPlayer(product, { inbox: twilio });
  await deposit('100.00');
  // Until the wagering is met with R$ 60 left for two withdrawals (a top-up adds its own wagering).
  for (let round = 0; ; round++) {
    const money = await wallet();
    const met = money.wager_remaining === '0.00';
    if (met && Number(money.balance) >= 60) break;
    expect(round, 'rounds to meet the wagering').toBeLessThan(300);
    if (met || Number(money.balance) < 15) await deposit('50.00');
    await ok(call('/originals/fruit-trio/play', { body: { bet: '10.00' } }));
  }
  await ok(call('/wallet/unlock', { body: {} }));
  await ok(
    call('/user/withdraw-password', {
      body: { password: WITHDRAW_PASSWORD, repassword: WITHDRAW_PASSWORD, login_password: player.password },
    }),
  );
  const bound = await ok(
    call('/withdraw/bind', {
      body: {
        pix_type: 'cpf',
        name: 'Beatriz Lima',
        cpf: player.cpf,
        pix_account: player.cpf,
        withdraw_password: WITHDRAW_PASSWORD,
        repassword: WITHDRAW_PASSWORD,
      },
    }),
  );
  accountId = String(bound.list[0].id);
  const init = await ok(call('/withdraw/init'));
  expect(init.blocked, 'nothing blocks a withdrawal').toBeNull();
  expect(init.vip_level).toBeGreaterThanOrEqual(2);
}, 180_000);

afterAll(async () => {
  await product?.stop();
  await standins?.close();
  await admin(`drop database if exists ${dbName} with (force)`);
});

describe('a payout whose PSP callback is lost', () => {
  it('is settled as paid by the reconciler once the PSP says REALIZADO, and only once', async () => {
    const before = await wallet();
    const orderNo = await withdrawWithoutCallback('25.00');
    // The PSP pays; the callback that would tell us is lost.
    standins.psp.state.sent.get(orderNo)!.status = 'REALIZADO';
    const held = await wallet();
    expect(held.withdrawable).toBe((Number(before.withdrawable) - 25).toFixed(2));
    expect(held.withdraw_pending).toBe('25.00');

    // Nine minutes on: the job runs, but the payout is not yet 10 minutes old and nobody asks.
    expect(await advanceAndReconcile(9 * 60)).toBe(0);
    expect((await detail(orderNo)).status).toBe('wait');
    expect(pspCalls(orderNo)).toEqual({ sends: 1, queries: 0 });

    // Past ten minutes: the job asks the PSP by the payout's id and applies its answer.
    expect(await advanceAndReconcile(2 * 60)).toBe(1);
    const paid = await until('the withdrawal to be paid', async () => {
      const row = await detail(orderNo);
      return row.status === 'success' ? row : null;
    });
    expect(paid.paid_at).not.toBeNull();
    expect(pspCalls(orderNo).sends, 'asked, never sent again').toBe(1);
    expect(pspCalls(orderNo).queries).toBeGreaterThanOrEqual(1);
    expect(await staffView(orderNo, 'success')).toMatchObject({ status: 'success', amount: '25.00' });

    const settled = async () => {
      const [money, log, entries, record] = await Promise.all([
        wallet(),
        fundLog(9),
        ledger(),
        ok(call('/withdraw/record', { body: { size: 100 }, method: 'GET' })),
      ]);
      return {
        withdrawable: money.withdrawable,
        pending: money.withdraw_pending,
        // The hold on cash, shown paid; the hold account: in once, out once.
        log: log.map((e) => `${e.amount} ${e.status}`),
        hold: entriesOf(entries, 9, 'withdraw_hold'),
        cash: entriesOf(entries, 9, 'cash'),
        returned: entriesOf(entries, 10, 'withdraw_hold'),
        record: record.list.map((w: { order_no: string; status: string }) => `${w.order_no} ${w.status}`),
      };
    };
    const once = {
      withdrawable: held.withdrawable,
      pending: '0.00',
      log: ['-25.00 success'],
      // In once; out once, as the net to the PSP's clearing account and the fee to the house.
      hold: ['25.00', `-${paid.net}`, ...(paid.fee === '0.00' ? [] : [`-${paid.fee}`])].sort(),
      cash: ['-25.00'],
      returned: [],
      record: [`${orderNo} success`],
    };
    expect(await settled()).toEqual(once);

    // The lost callback turns up late, and the job runs again (twice) past ten minutes: nothing moves.
    const late = await standins.psp.notify({
      pix: [
        {
          endToEndId: standins.psp.state.sent.get(orderNo)!.e2e,
          chave: player.cpf,
          tipo: 'SOLICITACAO',
          status: 'REALIZADO',
          valor: paid.net,
          horario: new Date().toISOString(),
          gnExtras: { idEnvio: orderNo },
        },
      ],
    });
    expect(late.at(-1)).toMatchObject({ status: 200 });
    expect(await advanceAndReconcile(11 * 60)).toBe(0);
    expect(await advanceAndReconcile(61)).toBe(0);
    expect(await settled()).toEqual(once);
    expect(pspCalls(orderNo).sends).toBe(1);
    expect(await staffView(orderNo, 'success')).toMatchObject({ status: 'success' });
  });

  it('returns a payout the PSP reports NAO_REALIZADO to the player’s balance, once', async () => {
    const before = await wallet();
    const returnedBefore = (await fundLog(10)).length;
    const timesLeft = (await ok(call('/withdraw/init'))).times_left;
    const orderNo = await withdrawWithoutCallback('20.00');
    const sent = standins.psp.state.sent.get(orderNo)!;
    sent.status = 'NAO_REALIZADO';
    sent.erro = { codigo: 'CONTA_ENCERRADA', motivo: 'A conta do favorecido está encerrada' };
    expect((await wallet()).withdrawable).toBe((Number(before.withdrawable) - 20).toFixed(2));

    expect(await advanceAndReconcile(11 * 60)).toBe(1);
    const failed = await until('the withdrawal to fail', async () => {
      const row = await detail(orderNo);
      return row.status === 'fail' ? row : null;
    });
    expect(failed.reason).toContain('CONTA_ENCERRADA');
    expect(pspCalls(orderNo)).toMatchObject({ sends: 1 });
    expect(await staffView(orderNo, 'fail')).toMatchObject({ status: 'fail', amount: '20.00' });

    const returned = async () => {
      const [money, entries, log10] = await Promise.all([wallet(), ledger(), fundLog(10)]);
      return {
        withdrawable: money.withdrawable,
        pending: money.withdraw_pending,
        returnedToCash: entriesOf(entries, 10, 'cash'),
        returnedFromHold: entriesOf(entries, 10, 'withdraw_hold'),
        fundLogReturns: log10.length - returnedBefore,
      };
    };
    const once = {
      withdrawable: before.withdrawable,
      pending: '0.00',
      returnedToCash: ['20.00'],
      returnedFromHold: ['-20.00'],
      fundLogReturns: 1,
    };
    expect(await returned()).toEqual(once);

    expect(await advanceAndReconcile(11 * 60)).toBe(0);
    expect(await returned()).toEqual(once);
    expect((await detail(orderNo)).status).toBe('fail');
    // A failed payout gives its daily slot back (the paid one keeps its own).
    expect((await ok(call('/withdraw/init'))).times_left).toBe(timesLeft);
  });
});
