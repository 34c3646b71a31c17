import { randomBytes } from 'node:crypto';
import { type Cents, decodeBrCode, encodeBrCode, isValidCpf, normalizeCpf, type PixKeyType } from '@jl/core';
import type {
  CreateChargeInput,
  PayoutEvent,
  PayoutInput,
  PayoutResult,
  PixCharge,
  PixMerchant,
  PixProvider,
  RefundInput,
  RefundResult,
  WebhookHeaders,
} from './pix-provider.ts';
import { renderQr } from './qr.ts';
import { parseSandboxWebhook, payoutBody, pixBody } from './sandbox-wire.ts';
import { SIGNATURE_HEADER, signBody, verifySignature } from './signature.ts';

/**
 * The built-in development PSP. It issues real static BR Codes for the operator's own Pix key (so a
 * real bank app decodes them), remembers its charges in memory, and settles payments made on its payer
 * page (`/sandbox/pix`) by calling our webhook exactly as a PSP would: signed, retried with backoff
 * until acknowledged, and now and then delivered twice. Refused in production by config/env.ts.
 */

/** Test and demo switches; change them at run time with `configure`. */
export type SandboxKnobs = {
  /** Probability (0–1) that an acknowledged payment is delivered a second time. */
  duplicateRate: number;
  /** Every payout fails (as if the key did not belong to the CPF). Invalid CPFs always fail. */
  failPayouts: boolean;
  /** Milliseconds before a payout settles and its webhook is sent. */
  payoutDelayMs: number;
  /** Refunds come back NAO_REALIZADO. */
  failRefunds: boolean;
  /** Waits before each redelivery of an unacknowledged webhook (exponential backoff). */
  retryDelaysMs: number[];
};

export type SandboxCharge = {
  txid: string;
  amountCents: Cents;
  expiresAt: Date;
  createdAt: Date;
  brCode: string;
  payer: { cpf: string; name: string } | null;
};

export type Delivery = {
  attempt: number;
  status: number;
  acknowledged: boolean;
  at: Date;
  duplicate: boolean;
};

export type SandboxPayment = {
  endToEndId: string;
  txid: string | null;
  amountCents: Cents;
  paidAt: Date;
  payer: { cpf: string | null; name: string | null };
  deliveries: Delivery[];
  /** True once a delivery was answered 2xx with code 1. */
  acknowledged: boolean;
  /** True when every scheduled retry failed. */
  gaveUp: boolean;
};

export type PayInput = {
  brCode: string;
  /** Defaults to the payer the charge was created for (the player's recharge-info CPF). */
  payerCpf?: string;
  payerName?: string;
  /** Defaults to the amount in the code; required for a code without one. */
  amountCents?: Cents;
  /** Deliver the webhook twice even when the knob would not. */
  deliverTwice?: boolean;
};

export type PayRefusal = 'BAD_CODE' | 'OTHER_RECEIVER' | 'AMOUNT_REQUIRED' | 'INVALID_PAYER_CPF';
export type PayOutcome =
  | { ok: true; payment: SandboxPayment }
  | { ok: false; error: PayRefusal; detail: string };

export type SandboxPixProvider = PixProvider & {
  readonly name: 'sandbox';
  readonly knobs: SandboxKnobs;
  configure(knobs: Partial<SandboxKnobs>): void;
  merchant(): Promise<PixMerchant>;
  findCharge(txid: string): SandboxCharge | null;
  /** Pays a BR Code as the payer's bank would and notifies the casino (first delivery awaited). */
  pay(input: PayInput): Promise<PayOutcome>;
  /** Refunds the sandbox performed, newest last. */
  listRefunds(): SandboxRefund[];
  /** Resolves when no delivery or payout is pending (tests). */
  settle(): Promise<void>;
};

export type SandboxOptions = {
  secret: string;
  /** The operator's receiving account, read from the `pix` settings on each charge. */
  merchant: () => Promise<PixMerchant>;
  /** Posts a webhook to the casino (through `app.inject` in-process, so no port is needed). */
  deliver: (rawBody: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>;
  now: () => Date;
  knobs?: Partial<SandboxKnobs>;
};

/** ISPB used in the sandbox's end-to-end ids (not a real participant). */
const SANDBOX_ISPB = '99999999';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomAlnum(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALNUM[b % ALNUM.length];
  return out;
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-T:]/g, '').slice(0, 12);
}

/** BCB format: "E" + ISPB (8) + yyyyMMddHHmm (UTC) + 11 alphanumerics = 32 characters. */
export function sandboxEndToEndId(at: Date): string {
  return `E${SANDBOX_ISPB}${stamp(at)}${randomAlnum(11)}`;
}

export function pixKeyOf(key: string): { type: PixKeyType; key: string } {
  return { type: key.includes('@') ? 'email' : 'evp', key };
}

function isAcknowledged(status: number, body: string): boolean {
  if (status < 200 || status >= 300) return false;
  try {
    return (JSON.parse(body) as { code?: unknown }).code === 1;
  } catch {
    return false;
  }
}

type SandboxRefund = RefundResult & { endToEndId: string; amountCents: Cents; reason: string };
type SandboxPayout = PayoutResult & { cpf: string; amountCents: Cents };
type DeliveryRecord = { deliveries: Delivery[]; acknowledged: boolean; gaveUp: boolean };

/** Work under way (deliveries, scheduled payouts and retries): `settle` waits for it, `close` ends it. */
type Work = {
  track<T>(promise: Promise<T>): Promise<T>;
  /** Runs `task` after `ms`; tracked from now on, so `settle` also waits for scheduled work. */
  later(ms: number, task: () => Promise<void>): void;
  settle(): Promise<void>;
  close(): Promise<void>;
};

function createWork(): Work {
  const timers = new Map<NodeJS.Timeout, () => void>();
  const inflight = new Set<Promise<unknown>>();
  let closed = false;

  function track<T>(promise: Promise<T>): Promise<T> {
    inflight.add(promise);
    void promise.finally(() => inflight.delete(promise)).catch(() => {});
    return promise;
  }

  function later(ms: number, task: () => Promise<void>): void {
    if (closed) return;
    let done: () => void = () => {};
    const scheduled = track(new Promise<void>((resolve) => (done = resolve)));
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (closed) return done();
      void task()
        .catch(() => {})
        .finally(done);
    }, ms);
    timer.unref();
    timers.set(timer, done);
    void scheduled;
  }

  return {
    track,
    later,
    async settle() {
      while (inflight.size > 0) await Promise.allSettled([...inflight]);
    },
    async close() {
      closed = true;
      for (const [timer, done] of timers) {
        clearTimeout(timer);
        done();
      }
      timers.clear();
      await Promise.allSettled([...inflight]);
    },
  };
}

/** The sandbox's state: what it was given, its switches, what it remembers and its work under way. */
type Sandbox = {
  options: SandboxOptions;
  knobs: SandboxKnobs;
  charges: Map<string, SandboxCharge>;
  refunds: Map<string, SandboxRefund>;
  payouts: Map<string, SandboxPayout>;
  work: Work;
};

/** One signed delivery of a webhook; true when the casino acknowledged it. */
async function attempt(
  sb: Sandbox,
  raw: string,
  deliveries: Delivery[],
  duplicate: boolean,
): Promise<boolean> {
  const { options } = sb;
  const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(raw, options.secret) };
  let status = 0;
  let acknowledged = false;
  try {
    const answer = await options.deliver(raw, headers);
    status = answer.status;
    acknowledged = isAcknowledged(answer.status, answer.body);
  } catch {
    // Unreachable: counts as a failed attempt and is retried.
  }
  deliveries.push({ attempt: deliveries.length + 1, status, acknowledged, at: options.now(), duplicate });
  return acknowledged;
}

/** First attempt now (awaited); then the backoff schedule until one is acknowledged. */
async function deliverWithRetry(sb: Sandbox, raw: string, record: DeliveryRecord): Promise<void> {
  const retry = (index: number) => {
    const delay = sb.knobs.retryDelaysMs[index];
    if (delay === undefined) {
      record.gaveUp = true;
      return;
    }
    sb.work.later(delay, async () => {
      if (await attempt(sb, raw, record.deliveries, false)) record.acknowledged = true;
      else retry(index + 1);
    });
  };
  if (await attempt(sb, raw, record.deliveries, false)) record.acknowledged = true;
  else retry(0);
}

/** A static BR Code for the operator's key; the same txid and amount answer the same code. */
async function createCharge(sb: Sandbox, input: CreateChargeInput): Promise<PixCharge> {
  const known = sb.charges.get(input.txid);
  if (known && known.amountCents === input.amountCents) {
    return {
      brCode: known.brCode,
      qrImage: await renderQr(known.brCode),
      providerRef: `SBX${input.txid}`,
    };
  }
  const merchant = await sb.options.merchant();
  const brCode = encodeBrCode({
    kind: 'static',
    pixKey: pixKeyOf(merchant.key),
    merchantName: merchant.merchantName,
    merchantCity: merchant.merchantCity,
    amountCents: input.amountCents,
    txid: input.txid,
  });
  sb.charges.set(input.txid, {
    txid: input.txid,
    amountCents: input.amountCents,
    expiresAt: input.expiresAt,
    createdAt: sb.options.now(),
    brCode,
    payer: input.payer ?? null,
  });
  return { brCode, qrImage: await renderQr(brCode), providerRef: `SBX${input.txid}` };
}

async function pay(sb: Sandbox, input: PayInput): Promise<PayOutcome> {
  const decoded = decodeBrCode(input.brCode.trim());
  if (!decoded.ok) return { ok: false, error: 'BAD_CODE', detail: decoded.error.message };
  const code = decoded.brCode;
  const merchant = await sb.options.merchant();
  if (code.kind !== 'static' || code.key.toLowerCase() !== merchant.key.toLowerCase()) {
    return { ok: false, error: 'OTHER_RECEIVER', detail: 'this code pays another receiver' };
  }
  const amountCents = input.amountCents ?? code.amountCents;
  if (!amountCents || amountCents <= 0n) {
    return { ok: false, error: 'AMOUNT_REQUIRED', detail: 'the code has no amount: type one' };
  }
  const charge = code.txid ? sb.charges.get(code.txid) : undefined;
  const typedCpf = input.payerCpf?.trim();
  if (typedCpf && !isValidCpf(typedCpf)) {
    return { ok: false, error: 'INVALID_PAYER_CPF', detail: 'the payer CPF is not valid' };
  }
  const payer = {
    cpf: typedCpf ? normalizeCpf(typedCpf) : (charge?.payer?.cpf ?? null),
    name: input.payerName?.trim() || charge?.payer?.name || null,
  };
  const paidAt = sb.options.now();
  const payment: SandboxPayment = {
    endToEndId: sandboxEndToEndId(paidAt),
    txid: code.txid,
    amountCents,
    paidAt,
    payer,
    deliveries: [],
    acknowledged: false,
    gaveUp: false,
  };
  const raw = JSON.stringify(pixBody(payment));
  await sb.work.track(deliverWithRetry(sb, raw, payment));
  const twice = input.deliverTwice || Math.random() < sb.knobs.duplicateRate;
  if (payment.acknowledged && twice) await sb.work.track(attempt(sb, raw, payment.deliveries, true));
  return { ok: true, payment };
}

async function refundDeposit(sb: Sandbox, input: RefundInput): Promise<RefundResult> {
  const known = sb.refunds.get(input.refundId);
  if (known) return { refundId: known.refundId, status: known.status, returnId: known.returnId };
  const failed = sb.knobs.failRefunds;
  const result: RefundResult = {
    refundId: input.refundId,
    status: failed ? 'failed' : 'refunded',
    returnId: failed ? null : `D${SANDBOX_ISPB}${stamp(sb.options.now())}${randomAlnum(11)}`,
  };
  sb.refunds.set(input.refundId, {
    ...result,
    endToEndId: input.endToEndId,
    amountCents: input.amountCents,
    reason: input.reason,
  });
  return result;
}

async function payOut(sb: Sandbox, input: PayoutInput): Promise<PayoutResult> {
  const known = sb.payouts.get(input.withdrawalId);
  if (known) return publicPayout(known);
  const record: SandboxPayout = {
    withdrawalId: input.withdrawalId,
    providerRef: `SBXPO${randomAlnum(16)}`,
    status: 'processing',
    endToEndId: null,
    reason: null,
    cpf: normalizeCpf(input.cpf),
    amountCents: input.amountCents,
  };
  sb.payouts.set(input.withdrawalId, record);
  // Decided when asked, as a PSP checks the key against the CPF when the payout is submitted.
  const refused = sb.knobs.failPayouts;
  sb.work.later(sb.knobs.payoutDelayMs, () => settlePayout(sb, record, refused));
  return publicPayout(record);
}

/** The payout's outcome after the delay, and its webhook. */
async function settlePayout(sb: Sandbox, record: SandboxPayout, refused: boolean): Promise<void> {
  const valid = isValidCpf(record.cpf) && record.amountCents > 0n;
  const at = sb.options.now();
  if (valid && !refused) {
    record.status = 'paid';
    record.endToEndId = sandboxEndToEndId(at);
  } else {
    record.status = 'failed';
    record.reason = valid ? 'NAO_REALIZADO: a chave não pertence ao CPF informado' : 'CPF inválido';
  }
  const event: PayoutEvent = {
    type: record.status === 'paid' ? 'payout.paid' : 'payout.failed',
    withdrawalId: record.withdrawalId,
    providerRef: record.providerRef,
    endToEndId: record.endToEndId,
    amountCents: record.amountCents,
    at,
    reason: record.reason,
  };
  await deliverWithRetry(sb, JSON.stringify(payoutBody(event)), {
    deliveries: [],
    acknowledged: false,
    gaveUp: false,
  });
}

export function createSandboxPixProvider(options: SandboxOptions): SandboxPixProvider {
  const knobs: SandboxKnobs = {
    duplicateRate: 0,
    failPayouts: false,
    payoutDelayMs: 0,
    failRefunds: false,
    retryDelaysMs: [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 120_000],
    ...options.knobs,
  };
  const sb: Sandbox = {
    options,
    knobs,
    charges: new Map(),
    refunds: new Map(),
    payouts: new Map(),
    work: createWork(),
  };
  return {
    name: 'sandbox',
    knobs,
    configure(changes) {
      Object.assign(knobs, changes);
    },
    merchant: () => options.merchant(),
    findCharge: (txid) => sb.charges.get(txid) ?? null,
    createCharge: (input) => createCharge(sb, input),
    verifyWebhook: (rawBody: string, headers: WebhookHeaders) =>
      verifySignature(rawBody, headers, options.secret),
    parseWebhook: parseSandboxWebhook,
    pay: (input) => pay(sb, input),
    refundDeposit: (input) => refundDeposit(sb, input),
    payOut: (input) => payOut(sb, input),
    async payoutStatus(withdrawalId: string): Promise<PayoutResult | null> {
      const known = sb.payouts.get(withdrawalId);
      return known ? publicPayout(known) : null;
    },
    listRefunds: () => [...sb.refunds.values()],
    settle: () => sb.work.settle(),
    close: () => sb.work.close(),
  };
}

function publicPayout(p: PayoutResult): PayoutResult {
  return {
    withdrawalId: p.withdrawalId,
    providerRef: p.providerRef,
    status: p.status,
    endToEndId: p.endToEndId,
    reason: p.reason,
  };
}
