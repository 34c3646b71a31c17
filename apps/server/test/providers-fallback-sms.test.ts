import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newOrder, newPayer, payCounts } from './pay-fixtures.ts';
import { checkExchanges } from './specs/twilio-spec.ts';
import { CASINO_KEY, type Standins, startStandins } from './standins/setup.ts';
import { NOON_SP } from './withdraw-fixtures.ts';

/**
 * The API Pix webhook without mTLS (the PSP's documented fallback: a shared secret in `?hmac=` plus an
 * allow-listed address), the Twilio SMS gateway against its stand-in (every exchange checked against
 * Twilio's definition, vendor/twilio-oai), and the production configuration checks of both providers.
 */
const SECRET = 'fallback-secret-of-this-test-run-0123456789';
const PSP_IP = '10.9.8.7';
let t: TestApp;
let s: Standins;

beforeAll(async () => {
  s = await startStandins({ now: () => t?.clock.now ?? new Date() });
  t = await createTestApp({
    ...s.env({
      webhookUrl: 'https://casino.test/api/v2/payments/pix/webhook',
      fallback: { secret: SECRET, allowIps: PSP_IP },
    }),
  });
});
beforeEach(() => t.clock.set(NOON_SP));
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
  await s?.close();
});

function callback(url: string, body: unknown, ip: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    remoteAddress: ip,
  });
}

describe('API Pix webhook, fallback without mTLS', () => {
  it('registers the URL with the secret and the "ignorar" suffix, asking the PSP to skip mTLS', () => {
    const registered = s.psp.state.webhooks.get(CASINO_KEY);
    expect(registered).toBe(`https://casino.test/api/v2/payments/pix/webhook/pix?hmac=${SECRET}&ignorar=`);
    expect(s.psp.state.webhookHeaders.get(CASINO_KEY)?.['x-skip-mtls-checking']).toBe('true');
  });

  it('accepts the callback only with the secret from an allow-listed address', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '15.00');
    const item = {
      endToEndId: 'E12345678202603101500FALLBACK001',
      txid: s.psp.cobOf(order.order_no)!.txid,
      valor: '15.00',
      horario: t.clock.now.toISOString(),
      gnExtras: { pagador: { cpf: payer.cpf.replace(/\D/g, ''), nome: payer.name } },
    };
    // Efí appends "/pix" to the registered URL literally: it lands in the ignored parameter.
    const good = `/api/v2/payments/pix/webhook/pix?hmac=${SECRET}&ignorar=/pix`;
    const before = await payCounts(t.database.db);
    for (const [url, ip] of [
      [good, '10.9.8.8'],
      [`/api/v2/payments/pix/webhook/pix?hmac=${SECRET.slice(0, -1)}x&ignorar=/pix`, PSP_IP],
      ['/api/v2/payments/pix/webhook/pix', PSP_IP],
    ] as const) {
      expect((await callback(url, { pix: [item] }, ip)).statusCode).toBe(401);
    }
    expect(await payCounts(t.database.db)).toEqual(before);
    const accepted = await callback(good, { pix: [item] }, PSP_IP);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.receipts[0]).toMatchObject({ disposition: 'credited', duplicate: false });
  });
});

describe('SMS through Twilio', () => {
  const phone = '(11) 98765-4321';
  const e164 = '+5511987654321';

  it('sends the code through the gateway and registers with it', async () => {
    const sent = await t.api('POST', '/sms/send', { body: { phone, scene: 'register' } });
    expect(sent.code).toBe(1);
    const code = s.sms.codeFor(e164);
    expect(code).toMatch(/^\d{6}$/);
    expect(s.sms.messages.at(-1)?.from).toBe('+5511999990000');
    const registered = await t.api('POST', '/user/register', {
      body: {
        phone,
        password: 'segredo123',
        repassword: 'segredo123',
        sms_code: code!,
        age_confirm: 1,
        terms: 1,
      },
    });
    expect(registered.code).toBe(1);
  });

  it('answers "could not send, try again" when the gateway fails at registration, and the retry is not held back', async () => {
    const other = '(11) 98765-1111';
    for (const failure of [
      { status: 500 },
      { status: 400, code: 21211, message: 'invalid' },
      { status: 0, hangMs: 1_500 },
    ]) {
      s.sms.failures.push({ ...failure, status: failure.status || 503 });
      const refused = await t.api('POST', '/sms/send', {
        body: { phone: other, scene: 'register' },
        lang: 'pt-BR',
      });
      expect(refused).toMatchObject({ code: 0, data: { error: 'SMS_SEND_FAILED', field: 'phone' } });
      expect(refused.msg).toBe('Não foi possível enviar o SMS. Tente novamente');
    }
    const retried = await t.api('POST', '/sms/send', { body: { phone: other, scene: 'register' } });
    expect(retried.code).toBe(1);
    expect(s.sms.codeFor('+5511987651111')).toMatch(/^\d{6}$/);
  });

  it('answers a password reset the same whether the phone is a member or the gateway failed', async () => {
    t.clock.advance(5 * 60_000);
    s.sms.failures.push({ status: 500 });
    const member = await t.api('POST', '/sms/send', { body: { phone, scene: 'reset' } });
    const stranger = await t.api('POST', '/sms/send', { body: { phone: '(11) 98765-2222', scene: 'reset' } });
    expect(member.code).toBe(1);
    expect(stranger.code).toBe(1);
    expect(Object.keys(member.data).sort()).toEqual(Object.keys(stranger.data).sort());
  });

  it('kept every exchange with the gateway to Twilio\'s definition of "Send a message"', async () => {
    // The hung answer is recorded once it is written, after the adapter has given up on it.
    await vi.waitFor(() => expect(s.sms.exchanges.some((x) => x.fault)).toBe(true), { timeout: 3_000 });
    expect(s.sms.exchanges.length).toBeGreaterThanOrEqual(6);
    expect(checkExchanges(s.sms.exchanges)).toEqual([]);
  });
});

describe('production configuration of the providers', () => {
  const base = {
    NODE_ENV: 'production',
    APP_SECRET: 'x'.repeat(40),
    DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
  };

  it('names every missing provider setting and never the content of a certificate', () => {
    const attempt = () =>
      loadConfig({
        ...base,
        PIX_PROVIDER: 'apiPix',
        SMS_PROVIDER: 'twilio',
        PIX_WEBHOOK_SECRET: 'y'.repeat(32),
        API_PIX_BASE_URL: 'https://psp.example/v2',
        API_PIX_CERT_FILE: '/nonexistent/cert.pem',
        API_PIX_KEY: '-----BEGIN PRIVATE KEY-----\nSECRETKEYMATERIAL\n-----END PRIVATE KEY-----',
      });
    expect(attempt).toThrow(/API_PIX_CLIENT_ID/);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of [
      'API_PIX_CLIENT_SECRET',
      'API_PIX_CHAVE',
      'API_PIX_CERT_FILE (cannot read',
      'PIX_WEBHOOK_MTLS_PORT',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_FROM',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain('SECRETKEYMATERIAL');
  });

  it('boots with the API Pix over mTLS and Twilio, certificates read from files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jl-conf-'));
    const file = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const env = s.env({ webhookUrl: 'https://casino.example/api/v2/payments/pix/webhook', mtlsPort: 8443 });
    const config = loadConfig({
      ...base,
      ...env,
      API_PIX_CERT: '',
      API_PIX_CERT_FILE: file('client.crt', s.pki.casinoClient.cert),
      PIX_WEBHOOK_CLIENT_CA: '',
      PIX_WEBHOOK_CLIENT_CA_FILE: file('psp-ca.crt', s.pki.ca),
    });
    expect(config.providers.apiPix?.tls.cert).toBe(s.pki.casinoClient.cert);
    expect(config.providers.pixWebhookGuard.mtls?.clientCa).toBe(s.pki.ca);
    expect(config.providers.twilio?.from).toBe('+5511999990000');
  });
});
