import { decodeBrCode } from '@jl/core';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../src/db/schema.ts';
import { requestContext } from '../src/lib/request-context.ts';
import { DEFAULT_SETTINGS, updateSettingsSection } from '../src/modules/config/index.ts';
import { getWallet } from '../src/modules/wallet/index.ts';
import { reconcilePayouts } from '../src/modules/withdraw/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { incomingOf, newOrder, newPayer, type Payer, payCounts } from './pay-fixtures.ts';
import { checkExchanges } from './specs/api-pix-spec.ts';
import { CASINO_KEY, type Standins, startStandins } from './standins/setup.ts';
import { apply, eligiblePlayer, NOON_SP } from './withdraw-fixtures.ts';

/**
 * The `apiPix` provider end to end against the local PSP stand-in: real HTTPS with mutual TLS both
 * ways (certificates made at test time), OAuth2 tokens that expire, callbacks over the dedicated mTLS
 * listener, and the faults a PSP has (5xx, timeouts, lost answers, unexpected shapes).
 */
let t: TestApp;
let s: Standins;
const clock = { now: () => t.clock.now };

beforeAll(async () => {
  s = await startStandins({ now: () => clock.now() });
  t = await createTestApp({
    HOST: '127.0.0.1',
    // A player's calls an hour apart (token lifetime); the idle end is tested in rg-session.test.ts.
    SESSION_IDLE_MINUTES: '525600',
    ...s.env({ webhookUrl: 'https://casino.test/api/v2/payments/pix/webhook', mtlsPort: 0 }),
  });
  s.psp.knobs.rewrite = (url) =>
    url.replace('https://casino.test', `https://127.0.0.1:${t.app.pixWebhookPort()}`);
});
beforeEach(() => {
  t.clock.set(NOON_SP);
  s.psp.knobs.faults = [];
  s.psp.knobs.callbackShape = 'efi';
  s.psp.knobs.copiaECola = true;
  s.psp.knobs.payoutDelayMs = 20;
});
afterAll(async () => {
  await s?.psp.settle();
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
  await s?.close();
});

const orderStatus = async (payer: Payer, orderNo: string) =>
  (await t.api('GET', '/recharge/order', { token: payer.token, query: { order_no: orderNo } })).data;
const cashOf = async (memberId: bigint) => (await getWallet(t.database.db, memberId)).balance;

describe('boot', () => {
  it('registers the webhook for the receiving key at start (PUT /webhook/{chave})', () => {
    expect(s.psp.state.webhooks.get(CASINO_KEY)).toBe('https://casino.test/api/v2/payments/pix/webhook');
    expect(s.psp.state.tokenRequests).toBeGreaterThanOrEqual(1);
  });
});

describe('charges', () => {
  it('creates the charge with PUT /cob/{txid} (our txid, devedor CPF, expiry) and shows its pixCopiaECola', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '37.00', 'key-cob-1');
    const cob = s.psp.cobOf(order.order_no)!;
    expect(cob).toMatchObject({
      amount: '37.00',
      status: 'ATIVA',
      devedor: { cpf: payer.cpf.replace(/\D/g, '') },
    });
    expect(cob.txid).toMatch(/^[A-Za-z0-9]{26,35}$/);
    expect(cob.expiracao).toBeGreaterThanOrEqual(60);
    expect(order.br_code).toBe(cob.pixCopiaECola);
    // An idempotent retry: the same order, the same charge, no second cob.
    const cobs = s.psp.state.cobs.size;
    const again = await newOrder(t, payer, '37.00', 'key-cob-1');
    expect(again.order_no).toBe(order.order_no);
    expect(s.psp.state.cobs.size).toBe(cobs);
  });

  it('builds the BR Code from the location when the PSP answers without pixCopiaECola (optional in the spec)', async () => {
    s.psp.knobs.copiaECola = false;
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '38.00');
    const cob = s.psp.cobOf(order.order_no)!;
    expect(order.br_code).toMatch(/^000201/);
    expect(order.br_code).toContain(`psp.example/qr/v2/${cob.txid}`);
    expect(decodeBrCode(order.br_code)).toMatchObject({
      ok: true,
      brCode: { url: `psp.example/qr/v2/${cob.txid}` },
    });
  });

  it('retries a 5xx and a timeout, then succeeds; a PSP down leaves the order waiting, visible, chargeable later', async () => {
    const payer = await newPayer(t);
    s.psp.knobs.faults = [
      { match: 'PUT /v2/cob', status: 503, times: 1 },
      { match: 'PUT /v2/cob', delayMs: 2_000, times: 1 },
    ];
    const order = await newOrder(t, payer, '20.00');
    expect(order.br_code).toMatch(/^000201/);
    s.psp.knobs.faults = [{ match: 'PUT /v2/cob', status: 502, times: 10 }];
    const down = await t.api('POST', '/recharge/create', {
      token: payer.token,
      body: { amount: '21.00' },
      headers: { 'idempotency-key': 'down-key-0001' },
    });
    expect(down).toMatchObject({ code: 0, data: { error: 'PIX_UNAVAILABLE' } });
    s.psp.knobs.faults = [];
    // The same request again gets the same order, now with its charge.
    const later = await newOrder(t, payer, '21.00', 'down-key-0001');
    expect(later.br_code).toMatch(/^000201/);
    expect((await orderStatus(payer, later.order_no)).status).toBe('wait');
  });

  it('five concurrent replays after PIX_UNAVAILABLE ask the PSP once for the charge, and all get it', async () => {
    const payer = await newPayer(t);
    const key = 'down-key-race1';
    s.psp.knobs.faults = [{ match: 'PUT /v2/cob', status: 502, times: 10 }];
    const down = await t.api('POST', '/recharge/create', {
      token: payer.token,
      body: { amount: '26.00' },
      headers: { 'idempotency-key': key },
    });
    expect(down).toMatchObject({ code: 0, data: { error: 'PIX_UNAVAILABLE' } });
    // The PSP is back but slow, so that the five replays overlap while its answer is on the way.
    s.psp.knobs.faults = [{ match: 'PUT /v2/cob', delayMs: 300, slow: true, times: 5 }];
    const from = s.psp.state.log.length;
    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.api('POST', '/recharge/create', {
          token: payer.token,
          body: { amount: '26.00' },
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    const cobCalls = s.psp.state.log.slice(from).filter((line) => line.startsWith('PUT /v2/cob'));
    expect(cobCalls).toHaveLength(1);
    expect(replays.every((r) => r.code === 1)).toBe(true);
    expect(new Set(replays.map((r) => r.data.order_no)).size).toBe(1);
    expect(new Set(replays.map((r) => r.data.br_code))).toEqual(
      new Set([s.psp.cobOf(replays[0]!.data.order_no)!.pixCopiaECola]),
    );
  });

  it('refuses a charge answer of an unexpected shape (zod), never storing it', async () => {
    const payer = await newPayer(t);
    s.psp.knobs.faults = [{ match: 'PUT /v2/cob', badShape: true, times: 1 }];
    const answer = await t.api('POST', '/recharge/create', { token: payer.token, body: { amount: '22.00' } });
    expect(answer).toMatchObject({ code: 0, data: { error: 'PIX_UNAVAILABLE' } });
  });

  it('keeps the token until it expires, and gets a new one when the PSP says it expired mid-run (401)', async () => {
    const payer = await newPayer(t);
    const before = s.psp.state.tokenRequests;
    await newOrder(t, payer, '23.00');
    expect(s.psp.state.tokenRequests).toBe(before);
    for (const token of s.psp.state.tokens.keys()) s.psp.state.tokens.set(token, Date.now() - 1);
    const order = await newOrder(t, payer, '24.00');
    expect(order.br_code).toMatch(/^000201/);
    expect(s.psp.state.tokenRequests).toBe(before + 1);
    // Past the lifetime the PSP gave (by our clock), a new token is asked for before calling.
    t.clock.advance(3_600_000);
    await newOrder(t, payer, '25.00');
    expect(s.psp.state.tokenRequests).toBe(before + 2);
  });
});

describe('callbacks', () => {
  it('credits a payment received over mTLS once, however often it is delivered', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '50.00');
    const before = await cashOf(payer.memberId);
    const paid = await s.psp.pay(order.order_no, payer, { twice: true });
    expect(paid.deliveries.map((d) => ('status' in d ? d.status : d.error))).toEqual([200, 200]);
    expect((await orderStatus(payer, order.order_no)).status).toBe('success');
    expect(await cashOf(payer.memberId)).toBe(before + 5_000n);
    expect((await incomingOf(t.database.db, paid.endToEndId))?.disposition).toBe('credited');
  });

  it('credits once when the same Pix arrives on two connections at the same time', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '33.00');
    const before = await cashOf(payer.memberId);
    const item = {
      endToEndId: 'E12345678202603101500CONCURRENT1',
      txid: s.psp.cobOf(order.order_no)!.txid,
      valor: '33.00',
      horario: t.clock.now.toISOString(),
      gnExtras: { pagador: { cpf: payer.cpf.replace(/\D/g, ''), nome: payer.name } },
    };
    const answers = await Promise.all([1, 2, 3].map(() => s.psp.notify({ pix: [item] })));
    const receipts = answers.map((d) => JSON.parse((d[0] as { body: string }).body).data.receipts[0]);
    expect(receipts.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await cashOf(payer.memberId)).toBe(before + 3_300n);
  });

  it('refuses a callback without a client certificate or with a stranger one at the handshake, writing nothing', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '30.00');
    const target = `https://127.0.0.1:${t.app.pixWebhookPort()}/api/v2/payments/pix/webhook/pix`;
    const body = JSON.stringify({
      pix: [
        {
          endToEndId: 'E12345678202603101500abcdefghijk',
          txid: s.psp.cobOf(order.order_no)!.txid,
          valor: '30.00',
          horario: t.clock.now.toISOString(),
        },
      ],
    });
    const before = await payCounts(t.database.db);
    const probe = await s.psp.post(target, body, false);
    const stranger = await s.psp.post(target, body, true, s.pki.strangerClient);
    expect('error' in probe || ('status' in probe && probe.status >= 400)).toBe(true);
    expect('error' in stranger || ('status' in stranger && stranger.status >= 400)).toBe(true);
    // The public port (no TLS) refuses the same body: the callback needs the PSP's certificate.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payments/pix/webhook/pix',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(plain.statusCode).toBe(401);
    expect(await payCounts(t.database.db)).toEqual(before);
    expect((await orderStatus(payer, order.order_no)).status).toBe('wait');
  });

  it('applies a batch with reordered and repeated items, each end-to-end id once', async () => {
    const payer = await newPayer(t);
    const [a, b] = [await newOrder(t, payer, '11.00'), await newOrder(t, payer, '12.00')];
    const at = t.clock.now.toISOString();
    const cpf = payer.cpf.replace(/\D/g, '');
    const item = (order: typeof a, e2e: string, valor: string) => ({
      endToEndId: e2e,
      txid: s.psp.cobOf(order.order_no)!.txid,
      valor,
      horario: at,
      gnExtras: { pagador: { cpf, nome: payer.name } },
    });
    const before = await cashOf(payer.memberId);
    const batch = {
      pix: [
        item(b, 'E12345678202603101500BBBBBBBBBBB', '12.00'),
        item(a, 'E12345678202603101500AAAAAAAAAAA', '11.00'),
        item(b, 'E12345678202603101500BBBBBBBBBBB', '12.00'),
      ],
    };
    const deliveries = await s.psp.notify(batch);
    expect(deliveries[0]).toMatchObject({ status: 200 });
    const receipts = JSON.parse((deliveries[0] as { body: string }).body).data.receipts;
    expect(receipts.map((r: { duplicate: boolean }) => r.duplicate)).toEqual([false, false, true]);
    expect(await cashOf(payer.memberId)).toBe(before + 2_300n);
  });

  it('records an amount mismatch and refuses a callback of an unexpected shape, crediting neither', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '40.00');
    const before = await cashOf(payer.memberId);
    const paid = await s.psp.pay(order.order_no, payer, { amount: '39.99' });
    expect((await incomingOf(t.database.db, paid.endToEndId))?.disposition).toBe('amount_mismatch');
    const odd = await s.psp.notify({ pix: [{ endToEndId: 'x', valor: 40 }] });
    expect(odd.at(-1)).toMatchObject({ status: 400 });
    expect(await cashOf(payer.memberId)).toBe(before);
    expect((await orderStatus(payer, order.order_no)).status).toBe('wait');
  });

  it("br-regulated: a refund still processing takes its outcome from the PSP's later callback (devolucoes)", async () => {
    await updateSettingsSection(t.database.db, 'compliance', {
      ...DEFAULT_SETTINGS.compliance,
      profile: 'br-regulated',
    });
    s.psp.knobs.refundsPending = true;
    try {
      const payer = await newPayer(t);
      const order = await newOrder(t, payer, '46.00');
      const paid = await s.psp.pay(order.order_no, { cpf: '529.982.247-25', name: 'Outra Pessoa' });
      const row = await incomingOf(t.database.db, paid.endToEndId);
      expect(row).toMatchObject({ disposition: 'third_party', refundStatus: 'processing' });
      const refund = s.psp.state.refunds.get(row!.refundId!)!;
      refund.status = 'DEVOLVIDO';
      const devolucao = {
        id: row!.refundId,
        rtrId: refund.rtrId,
        valor: '46.00',
        status: 'DEVOLVIDO',
        horario: { solicitacao: t.clock.now.toISOString() },
      };
      await s.psp.notify({ pix: [{ ...paid.item, devolucoes: [devolucao] }] });
      expect(await incomingOf(t.database.db, paid.endToEndId)).toMatchObject({
        refundStatus: 'refunded',
        refundReturnId: refund.rtrId,
      });
    } finally {
      s.psp.knobs.refundsPending = false;
      await updateSettingsSection(t.database.db, 'compliance', { ...DEFAULT_SETTINGS.compliance });
    }
  });

  it('does not acknowledge a payout result for an unknown withdrawal, so the PSP retries it (bounded)', async () => {
    const deliveries = await s.psp.notify({
      pix: [
        {
          endToEndId: 'E12345678202603101500UNKNOWN0001',
          chave: '52998224725',
          tipo: 'SOLICITACAO',
          status: 'REALIZADO',
          valor: '10.00',
          horario: t.clock.now.toISOString(),
          gnExtras: { idEnvio: 'W20260310UNKNOWN01' },
        },
      ],
    });
    expect(deliveries.map((d) => ('status' in d ? d.status : 0))).toEqual([404, 404, 404, 404]);
  });

  it('br-regulated: refunds a third-party payment with PUT /pix/{e2eid}/devolucao/{id}', async () => {
    await updateSettingsSection(t.database.db, 'compliance', {
      ...DEFAULT_SETTINGS.compliance,
      profile: 'br-regulated',
    });
    try {
      const payer = await newPayer(t);
      const order = await newOrder(t, payer, '45.00');
      const paid = await s.psp.pay(order.order_no, { cpf: '529.982.247-25', name: 'Outra Pessoa' });
      const row = await incomingOf(t.database.db, paid.endToEndId);
      expect(row).toMatchObject({ disposition: 'third_party', refundStatus: 'refunded' });
      expect(row?.refundReturnId).toMatch(/^D/);
      expect([...s.psp.state.refunds.values()].find((r) => r.e2e === paid.endToEndId)?.amount).toBe('45.00');
    } finally {
      await updateSettingsSection(t.database.db, 'compliance', { ...DEFAULT_SETTINGS.compliance });
    }
  });
});

describe('the payer of a standard callback (API_PIX_PAYER_SOURCE=extension, the default)', () => {
  it('never credits a Pix whose callback names no payer: recorded without one, refunded in br-regulated', async () => {
    await updateSettingsSection(t.database.db, 'compliance', {
      ...DEFAULT_SETTINGS.compliance,
      profile: 'br-regulated',
    });
    try {
      s.psp.knobs.callbackShape = 'standard';
      const payer = await newPayer(t);
      const order = await newOrder(t, payer, '46.00');
      const before = await cashOf(payer.memberId);
      const paid = await s.psp.pay(order.order_no, payer);
      expect(paid.item).not.toHaveProperty('gnExtras');
      const row = await incomingOf(t.database.db, paid.endToEndId);
      expect(row).toMatchObject({ disposition: 'third_party', payerCpf: null, refundStatus: 'refunded' });
      expect(await cashOf(payer.memberId)).toBe(before);
    } finally {
      await updateSettingsSection(t.database.db, 'compliance', { ...DEFAULT_SETTINGS.compliance });
    }
  });
});

describe('against the vendored spec (bacen/pix-api 2.9.0)', () => {
  it('every request the adapter sent, every answer it read and every callback it got keep to the spec', async () => {
    await s.psp.settle();
    expect(s.psp.state.exchanges.length).toBeGreaterThan(20);
    expect(s.psp.state.exchanges.some((x) => x.path.startsWith('/v2/cob/') && x.method === 'PUT')).toBe(true);
    expect(s.psp.state.exchanges.some((x) => x.path.includes('/devolucao/'))).toBe(true);
    expect(checkExchanges(s.psp.state.exchanges, s.psp.state.callbacks)).toEqual([]);
  });
});

async function transfersOf(orderNo: string) {
  const rows = await t.database.db
    .select({ key: ledgerTransfers.idempotencyKey, code: ledgerTransfers.code })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `withdraw:${orderNo}:%`));
  return rows.map((r) => `${r.key.split(':')[2]}:${r.code}`).sort();
}
const detail = async (token: string, orderNo: string) =>
  (await t.api('GET', '/withdraw/detail', { token, query: { order_no: orderNo } })).data;

describe('payouts (Efí Pix-out)', () => {
  it('pays with PUT /gn/pix/{idEnvio} to the player CPF key with favorecido.cpf; the callback settles it (type 9)', async () => {
    const player = await eligiblePlayer(t);
    const applied = await apply(t, player, { amount: '100.00', account_id: player.accountId });
    const orderNo = applied.data.withdrawal.order_no as string;
    await s.psp.settle();
    const sent = s.psp.state.sent.get(orderNo)!;
    expect(sent).toMatchObject({
      key: player.cpf.replace(/\D/g, ''),
      cpf: player.cpf.replace(/\D/g, ''),
      amount: '98.00',
      status: 'REALIZADO',
    });
    expect((await detail(player.token, orderNo)).status).toBe('success');
    expect(await transfersOf(orderNo)).toEqual(['hold:9', 'post:9']);
  });

  it('returns a payout the PSP refuses (key of another CPF) to the cash (type 10), once', async () => {
    const player = await eligiblePlayer(t);
    s.psp.knobs.keyOwners.set(player.cpf.replace(/\D/g, ''), '52998224725');
    const applied = await apply(t, player, { amount: '50.00', account_id: player.accountId });
    const orderNo = applied.data.withdrawal.order_no as string;
    await s.psp.settle();
    const failed = await detail(player.token, orderNo);
    expect(failed.status).toBe('fail');
    expect(await transfersOf(orderNo)).toEqual(['hold:9', 'void:10']);
  });

  it('leaves a payout whose answer was lost waiting, then reconciles it by query without sending twice', async () => {
    const player = await eligiblePlayer(t);
    s.psp.knobs.payoutDelayMs = null;
    s.psp.knobs.faults = [{ match: 'PUT /v2/gn/pix', after: true, status: 504, times: 10 }];
    const applied = await apply(t, player, { amount: '60.00', account_id: player.accountId });
    const orderNo = applied.data.withdrawal.order_no as string;
    expect((await detail(player.token, orderNo)).status).toBe('wait');
    // The client retried the PUT with the same idEnvio (harmless); the PSP holds one payout.
    const puts = () => s.psp.state.log.filter((l) => l === `PUT /v2/gn/pix/${orderNo}`).length;
    const sentBefore = puts();
    expect(s.psp.state.sent.get(orderNo)?.status).toBe('EM_PROCESSAMENTO');
    // Still processing at the PSP: reconciliation leaves it waiting.
    t.clock.advance(11 * 60_000);
    await reconcilePayouts(requestContext(t.app), 10 * 60_000);
    expect((await detail(player.token, orderNo)).status).toBe('wait');
    s.psp.state.sent.get(orderNo)!.status = 'REALIZADO';
    t.clock.advance(11 * 60_000);
    await reconcilePayouts(requestContext(t.app), 10 * 60_000);
    expect((await detail(player.token, orderNo)).status).toBe('success');
    expect(puts()).toBe(sentBefore);
    expect(await transfersOf(orderNo)).toEqual(['hold:9', 'post:9']);
  });
});
