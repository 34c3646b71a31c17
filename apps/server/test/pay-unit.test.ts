import { type Cents, decodeBrCode } from '@jl/core';
import { describe, expect, it } from 'vitest';
import { renderQr, signBody, verifySignature } from '../src/providers/pix/index.ts';
import { createSandboxPixProvider, sandboxEndToEndId } from '../src/providers/pix/sandbox-provider.ts';
import { parseSandboxWebhook } from '../src/providers/pix/sandbox-wire.ts';

const SECRET = 'a-shared-secret-of-the-psp-0123456789';
const merchant = async () => ({
  key: '6f1c2a9e-4b7d-4e0a-9c35-2d8f1e7b5a40',
  merchantName: 'Jogo Limpo São Paulo Entretenimento',
  merchantCity: 'São Paulo',
});

type Deliver = (raw: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>;

function sandbox(deliver: Deliver = async () => ({ status: 200, body: '{"code":1}' })) {
  return createSandboxPixProvider({
    secret: SECRET,
    merchant,
    deliver,
    now: () => new Date('2026-03-01T12:00:00Z'),
  });
}

describe('webhook signatures (HMAC-SHA256 over the raw body)', () => {
  const raw = '{"endToEndId":"E1","amount":"50.00"}';

  it('accepts the signature of the exact bytes with the shared secret', () => {
    expect(verifySignature(raw, { 'x-signature': signBody(raw, SECRET) }, SECRET)).toBe(true);
  });

  it('accepts the hex digest in upper case', () => {
    const header = `sha256=${signBody(raw, SECRET).slice(7).toUpperCase()}`;
    expect(verifySignature(raw, { 'x-signature': header }, SECRET)).toBe(true);
  });

  it('refuses a body changed by one byte, even when it means the same JSON', () => {
    const signature = signBody(raw, SECRET);
    expect(verifySignature(raw.replace('50.00', '51.00'), { 'x-signature': signature }, SECRET)).toBe(false);
    expect(verifySignature(`${raw} `, { 'x-signature': signature }, SECRET)).toBe(false);
  });

  it('refuses another secret, a missing, repeated or malformed header', () => {
    expect(verifySignature(raw, { 'x-signature': signBody(raw, `${SECRET}x`) }, SECRET)).toBe(false);
    expect(verifySignature(raw, {}, SECRET)).toBe(false);
    const good = signBody(raw, SECRET);
    expect(verifySignature(raw, { 'x-signature': [good, good] }, SECRET)).toBe(false);
    expect(verifySignature(raw, { 'x-signature': good.slice(7) }, SECRET)).toBe(false);
    expect(verifySignature(raw, { 'x-signature': `${good}00` }, SECRET)).toBe(false);
    expect(verifySignature(raw, { 'x-signature': 'sha256=zz' }, SECRET)).toBe(false);
  });
});

describe('sandbox charges', () => {
  it("issue a BR Code that decodes back to the order's amount and txid, for the operator's key", async () => {
    const charge = await sandbox().createCharge({
      txid: 'R260301120000ABCDEFGHJK',
      amountCents: 5_000n as Cents,
      expiresAt: new Date('2026-03-01T12:30:00Z'),
    });
    const decoded = decodeBrCode(charge.brCode);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok || decoded.brCode.kind !== 'static') throw new Error('not a static code');
    expect(decoded.brCode.amountCents).toBe(5_000n);
    expect(decoded.brCode.amount).toBe('50.00');
    expect(decoded.brCode.txid).toBe('R260301120000ABCDEFGHJK');
    expect(decoded.brCode.key).toBe('6f1c2a9e-4b7d-4e0a-9c35-2d8f1e7b5a40');
    // ASCII, truncated to the BR Code limits (25 and 15).
    expect(decoded.brCode.merchantName).toBe('Jogo Limpo Sao Paulo Entr');
    expect(decoded.brCode.merchantCity).toBe('Sao Paulo');
    expect(charge.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('are idempotent by txid', async () => {
    const provider = sandbox();
    const input = { txid: 'R1', amountCents: 1_234n as Cents, expiresAt: new Date('2026-03-01T12:30:00Z') };
    const a = await provider.createCharge(input);
    const b = await provider.createCharge(input);
    expect(b.brCode).toBe(a.brCode);
    expect(provider.findCharge('R1')?.amountCents).toBe(1_234n);
  });

  it('render the QR as an SVG image', async () => {
    const image = await renderQr('000201');
    const svg = Buffer.from(image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg/);
  });
});

describe('sandbox payments and webhooks', () => {
  it('make BCB-shaped end-to-end ids', () => {
    expect(sandboxEndToEndId(new Date('2026-03-01T12:34:00Z'))).toMatch(
      /^E99999999202603011234[A-Za-z0-9]{11}$/,
    );
  });

  it('sign their notifications and retry with backoff until acknowledged', async () => {
    const answers = [503, 200, 200];
    const seen: { raw: string; signature: string }[] = [];
    const provider = sandbox(async (raw: string, headers: Record<string, string>) => {
      seen.push({ raw, signature: headers['x-signature']! });
      const status = answers.shift() ?? 200;
      return { status, body: status === 200 ? '{"code":1,"msg":"","data":{}}' : '{"code":0}' };
    });
    provider.configure({ retryDelaysMs: [5, 10] });
    const charge = await provider.createCharge({
      txid: 'R2',
      amountCents: 5_000n as Cents,
      expiresAt: new Date('2026-03-01T12:30:00Z'),
      payer: { cpf: '52998224725', name: 'Maria Souza' },
    });
    const outcome = await provider.pay({ brCode: charge.brCode });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.payment.acknowledged).toBe(false);
    await provider.settle();
    expect(outcome.payment.acknowledged).toBe(true);
    expect(outcome.payment.deliveries.map((d) => d.status)).toEqual([503, 200]);
    // Every delivery carries the same body and a valid signature of it.
    expect(new Set(seen.map((s) => s.raw)).size).toBe(1);
    for (const s of seen) expect(verifySignature(s.raw, { 'x-signature': s.signature }, SECRET)).toBe(true);
    expect(JSON.parse(seen[0]!.raw)).toMatchObject({
      txid: 'R2',
      amount: '50.00',
      payer: { cpf: '52998224725', name: 'Maria Souza' },
    });
    await provider.close();
  });

  it('give up after the last retry and say so', async () => {
    const provider = sandbox(async () => ({ status: 500, body: '' }));
    provider.configure({ retryDelaysMs: [1, 1] });
    const charge = await provider.createCharge({
      txid: 'R3',
      amountCents: 100n as Cents,
      expiresAt: new Date(),
    });
    const outcome = await provider.pay({ brCode: charge.brCode });
    await provider.settle();
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.payment.deliveries).toHaveLength(3);
    expect(outcome.payment.gaveUp).toBe(true);
  });

  it('refuse codes of another receiver, bad codes and a bad payer CPF', async () => {
    const provider = sandbox();
    const other =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(await provider.pay({ brCode: other })).toMatchObject({ ok: false, error: 'OTHER_RECEIVER' });
    expect(await provider.pay({ brCode: 'not a code' })).toMatchObject({ ok: false, error: 'BAD_CODE' });
    const charge = await provider.createCharge({
      txid: 'R4',
      amountCents: 100n as Cents,
      expiresAt: new Date(),
    });
    expect(await provider.pay({ brCode: charge.brCode, payerCpf: '111.111.111-11' })).toMatchObject({
      ok: false,
      error: 'INVALID_PAYER_CPF',
    });
  });

  it('pay out idempotently by withdrawal id and report the result by signed webhook', async () => {
    const bodies: string[] = [];
    const provider = sandbox(async (raw: string) => {
      bodies.push(raw);
      return { status: 200, body: '{"code":1}' };
    });
    const first = await provider.payOut({
      withdrawalId: 'W1',
      cpf: '529.982.247-25',
      amountCents: 2_000n as Cents,
    });
    const again = await provider.payOut({
      withdrawalId: 'W1',
      cpf: '529.982.247-25',
      amountCents: 2_000n as Cents,
    });
    expect(again.providerRef).toBe(first.providerRef);
    await provider.settle();
    expect(await provider.payoutStatus('W1')).toMatchObject({ status: 'paid', withdrawalId: 'W1' });
    expect(bodies).toHaveLength(1);
    const events = parseSandboxWebhook(JSON.parse(bodies[0]!));
    expect(events).toEqual([
      expect.objectContaining({ type: 'payout.paid', withdrawalId: 'W1', amountCents: 2_000n }),
    ]);
    expect(await provider.payoutStatus('unknown')).toBeNull();
  });

  it('fail payouts when configured, and to an invalid CPF', async () => {
    const provider = sandbox();
    provider.configure({ failPayouts: true });
    await provider.payOut({ withdrawalId: 'W2', cpf: '52998224725', amountCents: 100n as Cents });
    provider.configure({ failPayouts: false });
    await provider.payOut({ withdrawalId: 'W3', cpf: '12345678900', amountCents: 100n as Cents });
    await provider.settle();
    expect(await provider.payoutStatus('W2')).toMatchObject({ status: 'failed' });
    expect(await provider.payoutStatus('W3')).toMatchObject({ status: 'failed', reason: 'CPF inválido' });
  });

  it('refund idempotently by refund id', async () => {
    const provider = sandbox();
    const input = { endToEndId: 'E1', amountCents: 100n as Cents, reason: 'x', refundId: 'RF1' };
    const a = await provider.refundDeposit(input);
    const b = await provider.refundDeposit(input);
    expect(a).toEqual(b);
    expect(a.status).toBe('refunded');
    expect(a.returnId).toMatch(/^D[A-Za-z0-9]{31}$/);
    expect(provider.listRefunds()).toHaveLength(1);
  });
});

describe('the sandbox webhook format', () => {
  it('parses a received Pix', () => {
    expect(
      parseSandboxWebhook({
        endToEndId: 'E123',
        txid: 'R1',
        amount: '50.00',
        paidAt: '2026-03-01T12:00:00.000Z',
        payer: { cpf: '52998224725', name: 'Maria Souza' },
      }),
    ).toEqual([
      {
        type: 'pix.received',
        endToEndId: 'E123',
        txid: 'R1',
        amountCents: 5_000n,
        paidAt: new Date('2026-03-01T12:00:00.000Z'),
        payer: { cpf: '52998224725', name: 'Maria Souza' },
      },
    ]);
  });

  it('refuses amounts that are not two-decimal strings and bad ids', () => {
    const base = { endToEndId: 'E123', txid: 'R1', amount: '50.00', paidAt: '2026-03-01T12:00:00Z' };
    expect(parseSandboxWebhook(base)).not.toBeNull();
    expect(parseSandboxWebhook({ ...base, amount: 50 })).toBeNull();
    expect(parseSandboxWebhook({ ...base, amount: '50.5' })).toBeNull();
    expect(parseSandboxWebhook({ ...base, endToEndId: 'E-1' })).toBeNull();
    expect(parseSandboxWebhook({ ...base, paidAt: 'yesterday' })).toBeNull();
    expect(parseSandboxWebhook(null)).toBeNull();
  });
});
