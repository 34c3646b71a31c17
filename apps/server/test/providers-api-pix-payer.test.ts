import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getWallet } from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { incomingOf, newOrder, newPayer } from './pay-fixtures.ts';
import { checkExchanges } from './specs/api-pix-spec.ts';
import { PaymentRefused } from './standins/api-pix-psp.ts';
import { type Standins, startStandins } from './standins/setup.ts';
import { NOON_SP } from './withdraw-fixtures.ts';

/**
 * API_PIX_PAYER_SOURCE=cob-devedor against a PSP that sends only the standard's callback (no payer)
 * and accepts a cob only from its devedor: the payer is confirmed by reading the cob back.
 */
let t: TestApp;
let s: Standins;

beforeAll(async () => {
  s = await startStandins({ now: () => t.clock.now });
  t = await createTestApp({
    HOST: '127.0.0.1',
    ...s.env({ webhookUrl: 'https://casino.test/api/v2/payments/pix/webhook', mtlsPort: 0 }),
    API_PIX_PAYER_SOURCE: 'cob-devedor',
  });
  s.psp.knobs.rewrite = (url) =>
    url.replace('https://casino.test', `https://127.0.0.1:${t.app.pixWebhookPort()}`);
  s.psp.knobs.callbackShape = 'standard';
  s.psp.knobs.enforceDevedor = true;
});
beforeEach(() => {
  t.clock.set(NOON_SP);
  s.psp.knobs.faults = [];
});
afterAll(async () => {
  await s?.psp.settle();
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
  await s?.close();
});

const cashOf = async (memberId: bigint) => (await getWallet(t.database.db, memberId)).balance;

describe('API_PIX_PAYER_SOURCE=cob-devedor', () => {
  it("credits the player's payment of a standard callback, its payer read from the cob (GET /cob/{txid})", async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '30.00');
    const before = await cashOf(payer.memberId);
    const paid = await s.psp.pay(order.order_no, payer);
    expect(paid.item).not.toHaveProperty('gnExtras');
    expect(await incomingOf(t.database.db, paid.endToEndId)).toMatchObject({
      disposition: 'credited',
      payerCpf: payer.cpf.replace(/\D/g, ''),
    });
    expect(await cashOf(payer.memberId)).toBe(before + 3_000n);
    expect(s.psp.state.log.filter((l) => l.startsWith('GET /v2/cob/')).length).toBeGreaterThanOrEqual(1);
  });

  it("a third party's payment never arrives: the PSP refuses it in the payer's bank", async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '31.00');
    await expect(s.psp.pay(order.order_no, { cpf: '529.982.247-25', name: 'Outra' })).rejects.toThrow(
      PaymentRefused,
    );
    expect(s.psp.cobOf(order.order_no)?.status).toBe('ATIVA');
  });

  it('a PSP that cannot be asked now gets no acknowledgement; its next delivery is credited once', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '32.00');
    const before = await cashOf(payer.memberId);
    // Our three retries and the first try all fail: the first delivery is answered 5xx.
    s.psp.knobs.faults = [{ match: 'GET /v2/cob', status: 503, times: 4 }];
    const paid = await s.psp.pay(order.order_no, payer);
    const statuses = paid.deliveries.map((d) => ('status' in d ? d.status : 0));
    expect(statuses[0]).toBeGreaterThanOrEqual(500);
    expect(statuses.at(-1)).toBe(200);
    expect((await incomingOf(t.database.db, paid.endToEndId))?.disposition).toBe('credited');
    expect(await cashOf(payer.memberId)).toBe(before + 3_200n);
  });

  it('every exchange keeps to the vendored spec', async () => {
    await s.psp.settle();
    expect(checkExchanges(s.psp.state.exchanges, s.psp.state.callbacks)).toEqual([]);
  });
});
