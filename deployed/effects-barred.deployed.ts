import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlayer, logIn, type Player, registerPlayer, sandboxDeposit } from './players.ts';
import { clockedProduct, LONG_SESSIONS, type Product, type Staff, until } from './product.ts';

/**
 * A Bolsa Família / BPC beneficiary's way out (IN SPA/MF 22/2025; docs/COMPLIANCE.md "Barred
 * beneficiaries") on the product as `npm start` runs it, with the test clock and a one-second tick: a
 * player deposits; the sandbox registry lists their CPF from the next (SIGKILLed) start; the day's first
 * login flags them; the `barred.*` jobs refund the open bets, return the balance by Pix after the 2-day
 * window and close the account on day 3 — with a SIGKILL right after the window's end and another after
 * the return, and exactly one return withdrawal at the end.
 */
const DAY = 86_400;
const WITHDRAW_PASSWORD = '246810';
let product: Product;
let staff: Staff;

beforeAll(async () => {
  ({ product, staff } = await clockedProduct('effects-barred', 4745, LONG_SESSIONS));
});
afterAll(async () => product?.stop());

const actionsOf = async (player: Player): Promise<string[]> =>
  ((await staff.call(`/admin/players/${player.memberId}/limits`)).data.actions as { action: string }[]).map(
    (a) => a.action,
  );
const returnsOf = async (player: Player) =>
  (
    (await staff.call(`/admin/players/${player.memberId}/withdrawals`, { body: { size: 50 }, method: 'GET' }))
      .data.list as { amount: string; status: string }[]
  ).filter((w) => w.amount !== '0.00');

/** SIGKILL, and the same product started again at the time it had reached (the test clock restarts at 0). */
async function killAndRestart(): Promise<void> {
  const at = await product.now();
  await product.stop('SIGKILL');
  await product.start();
  await product.moveTo(at);
}

async function bindWithdrawAccount(player: Player): Promise<void> {
  const body = {
    password: WITHDRAW_PASSWORD,
    repassword: WITHDRAW_PASSWORD,
    login_password: player.password,
  };
  expect((await product.call('/user/withdraw-password', { token: player.token, body })).code).toBe(1);
  const bound = await product.call('/withdraw/bind', {
    token: player.token,
    body: {
      pix_type: 'cpf',
      name: 'Beatriz Lima',
      cpf: player.cpf,
      pix_account: player.cpf,
      withdraw_password: WITHDRAW_PASSWORD,
      repassword: WITHDRAW_PASSWORD,
    },
  });
  expect(bound.code, bound.msg).toBe(1);
}

describe('a flagged Bolsa Família / BPC beneficiary, on the real timer', () => {
  it('is flagged at the day’s first login, paid back once across two SIGKILLs, and closed on day 3', async () => {
    const player = await registerPlayer(product);
    await sandboxDeposit(product, player, '100.00');
    await bindWithdrawAccount(player);

    // The registry lists the CPF from the next start; the next São Paulo day's first login asks it.
    product.env.SIGAP_BENEFICIARY_CPFS = player.cpf;
    await killAndRestart();
    await product.advance(DAY);
    await logIn(product, player);
    const status = (await asPlayer(product, player, '/rg/status')).data;
    expect(status.registry).toMatchObject({ status: 'barred', category: 'beneficiary' });
    expect(status.registry.beneficiary.step).toBe('window');
    const deposit = await asPlayer(product, player, '/recharge/create', { body: { amount: '50.00' } });
    expect(deposit.data.error).toBe('RG_REGISTRY_BARRED');

    // Step 1 on the next runs of barred.cancel-bets (every 30 s).
    await product.advance(31);
    await until('the open bets step', async () =>
      (await actionsOf(player)).includes('beneficiary.bets-refunded'),
    );

    // Step 2 after the 2-day window; the process is killed as the step falls due, and again after it.
    await product.advance(2 * DAY);
    await new Promise((r) => setTimeout(r, 1_200));
    await killAndRestart();
    await product.advance(61);
    await until(
      'the balance returned',
      async () => (await actionsOf(player)).includes('beneficiary.returned'),
      60_000,
    );
    await killAndRestart();
    // The sandbox PSP lives in the killed process: a payout it had not settled yet is asked about again
    // by withdraw.reconcile-payouts after 10 minutes, and sent again (same withdrawal id).
    await product.advance(11 * 60);
    await until(
      'the return paid',
      async () => (await returnsOf(player)).every((w) => w.status === 'success'),
      60_000,
    );
    const returned = await returnsOf(player);
    expect(returned.length).toBe(1);
    expect(returned[0]!.amount).toBe('100.00');
    expect((await asPlayer(product, player, '/rg/status')).data.registry.beneficiary.step).toBe('returning');

    // Step 3 on day 3: the account is closed by the registry closure, once; still one withdrawal.
    await product.advance(DAY);
    await until(
      'the account closed',
      async () => (await staff.call(`/admin/players/${player.memberId}`)).data.player.status === 'closed',
      60_000,
    );
    expect((await actionsOf(player)).filter((a) => a === 'closure.closed')).toHaveLength(1);
    await product.advance(61);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await returnsOf(player)).toHaveLength(1);
  });
});
