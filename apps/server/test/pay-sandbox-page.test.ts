import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/prepare-database.ts';
import type { PixProvider } from '../src/providers/pix/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newOrder, newPayer } from './pay-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await assertLedgerInvariants(t.database.db);
  await t.close();
});

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('the sandbox payer page /sandbox/pix', () => {
  it('is a self-contained HTML form under the app CSP: no scripts, no external assets', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sandbox/pix' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('<form method="post" action="/sandbox/pix">');
    expect(response.body).not.toMatch(/<script|https?:\/\/|src=/i);
  });

  it('shows what a pasted code decodes to: merchant, amount, txid, and the expected payer', async () => {
    const payer = await newPayer(t, 'Ana Souza');
    const order = await newOrder(t, payer, '50.00');
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pix',
      ...form({ code: order.br_code }),
    });
    expect(response.body).toContain('Jogo Limpo Demo');
    expect(response.body).toContain('R$&nbsp;50,00'.replace('&nbsp;', '\u00a0'));
    expect(response.body).toContain(order.order_no);
    expect(response.body).toContain(payer.cpf);
    expect(response.body).toContain('válida até');
    const viaQuery = await t.app.inject({
      method: 'GET',
      url: `/sandbox/pix?code=${encodeURIComponent(order.br_code)}`,
    });
    expect(viaQuery.body).toContain(order.order_no);
  });

  it('escapes what it echoes and explains a bad code', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pix',
      ...form({ code: '<img src=x onerror=alert(1)>' }),
    });
    expect(response.body).toContain('Código inválido');
    expect(response.body).not.toContain('<img src=x');
  });

  it('pays: the casino is notified, credits the deposit, and the receipt says so', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '25.00');
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pix/pay',
      ...form({ code: order.br_code, payer_cpf: payer.cpf, payer_name: payer.name, amount: '25.00' }),
    });
    expect(response.body).toContain('O cassino confirmou o aviso');
    const status = await t.api('GET', '/recharge/order', {
      token: payer.token,
      query: { order_no: order.order_no },
    });
    expect(status.data.status).toBe('success');
    const wallet = await t.api('GET', '/wallet/info', { token: payer.token });
    expect(wallet.data.locked).toBe('25.00');
  });

  it('refuses an invalid amount or payer CPF without paying', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '25.00');
    const bad: Record<string, string>[] = [{ amount: 'abc' }, { amount: '-1' }, { payer_cpf: '123' }];
    for (const fields of bad) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/sandbox/pix/pay',
        ...form({ code: order.br_code, ...fields }),
      });
      expect(response.body).toContain('data-testid="sandbox-error"');
    }
    const status = await t.api('GET', '/recharge/order', {
      token: payer.token,
      query: { order_no: order.order_no },
    });
    expect(status.data.status).toBe('wait');
  });
});

describe('in production', () => {
  it('the payer page does not exist', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), isProduction: true };
    const database = openDatabase({ kind: 'pglite' });
    await prepareDatabase(database, { publicUrl: config.PUBLIC_URL });
    const fake: PixProvider = {
      name: 'fake-psp',
      createCharge: async () => ({ brCode: '', providerRef: '' }),
      verifyWebhook: () => false,
      parseWebhook: () => null,
      refundDeposit: async (i) => ({ refundId: i.refundId, status: 'failed', returnId: null }),
      payOut: async (i) => ({
        withdrawalId: i.withdrawalId,
        providerRef: '',
        status: 'failed',
        endToEndId: null,
        reason: null,
      }),
      payoutStatus: async () => null,
      close: async () => {},
    };
    const app = await buildApp({ config, database, pix: fake });
    try {
      const response = await app.inject({ method: 'GET', url: '/sandbox/pix' });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
