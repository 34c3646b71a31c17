import { computeCpfCheckDigits, formatCpf } from '@jl/core';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { depositStats, pixIncoming, rechargeInfo, rechargeOrders } from '../src/db/schema.ts';
import { createMember, createSession } from '../src/modules/auth/index.ts';
import { isSandbox, type SandboxPixProvider, signBody, WEBHOOK_PATH } from '../src/providers/pix/index.ts';
import type { TestApp } from './harness.ts';
import { verifyPlayer } from './kyc-fixtures.ts';

let serial = 0;

/** A fresh valid CPF, formatted "000.000.000-00" (distinct per call within a process). */
export function newCpf(): string {
  serial += 1;
  // Ninth digit 0: a CPF the sandbox identity bureau confirms (kyc-fixtures.ts).
  const nine = `${(process.pid % 97) + 100}${String(serial).padStart(5, '0').slice(-5)}0`;
  return formatCpf(nine + computeCpfCheckDigits(nine));
}

/** A fresh mobile as typed, "(21) 9xxxx-xxxx". */
export function newMobile(): string {
  serial += 1;
  const n = String(serial * 7919 + (process.pid % 1000))
    .padStart(8, '0')
    .slice(-8);
  return `(21) 9${n.slice(0, 4)}-${n.slice(4)}`;
}

export type Payer = { memberId: bigint; token: string; cpf: string; name: string };

/** A member with a session (through the accounts module), without recharge info. */
export async function newMember(t: TestApp): Promise<{ memberId: bigint; token: string }> {
  const member = await createMember(t.database.db, {
    phone: newMobile(),
    password: 'segredo123',
    now: t.clock.now,
  });
  const { token } = await createSession(t.database.db, { memberId: member.id, now: t.clock.now });
  return { memberId: member.id, token };
}

/**
 * A member with recharge info saved through the API and the br-regulated limits step done (limits:
 * none; harmless in standard), whose identity is not verified yet.
 */
export async function newUnverifiedPayer(t: TestApp, name = 'Maria da Silva'): Promise<Payer> {
  const member = await newMember(t);
  const cpf = newCpf();
  const saved = await t.api('POST', '/recharge/info', {
    token: member.token,
    body: { name, cpf, mobile: newMobile(), email: `p${serial}@exemplo.com.br` },
  });
  if (saved.code !== 1) throw new Error(`recharge info refused: ${JSON.stringify(saved)}`);
  await t.api('POST', '/rg/limits/confirm', { token: member.token });
  return { ...member, cpf, name };
}

/** A member with recharge info saved through the API and a verified identity. */
export async function newPayer(t: TestApp, name = 'Maria da Silva'): Promise<Payer> {
  const payer = await newUnverifiedPayer(t, name);
  // Identity verified (required before money and stakes in br-regulated); harmless in standard.
  await verifyPlayer(t, payer.token, name, payer.cpf);
  return payer;
}

export type Order = { order_no: string; amount: string; br_code: string; expires_at: string };

export async function newOrder(t: TestApp, payer: Payer, amount = '50.00', key?: string): Promise<Order> {
  const answer = await t.api('POST', '/recharge/create', {
    token: payer.token,
    body: { amount },
    headers: key ? { 'idempotency-key': key } : {},
  });
  if (answer.code !== 1) throw new Error(`order refused: ${JSON.stringify(answer)}`);
  return answer.data;
}

let e2e = 0;
/** A BCB-shaped end-to-end id: E + ISPB + yyyyMMddHHmm + 11 alphanumerics. */
export function newE2e(): string {
  e2e += 1;
  return `E12345678202601011200${String(e2e).padStart(5, '0')}${String(process.pid % 1e6).padStart(6, '0')}`;
}

export type PixBody = {
  endToEndId: string;
  txid: string | null;
  amount: string;
  paidAt: string;
  payer: { cpf: string | null; name: string | null } | null;
};

export function pixPaying(t: TestApp, order: Order, payer: Payer, over: Partial<PixBody> = {}): PixBody {
  return {
    endToEndId: newE2e(),
    txid: order.order_no,
    amount: order.amount,
    paidAt: t.clock.now.toISOString(),
    payer: { cpf: payer.cpf.replace(/\D/g, ''), name: payer.name },
    ...over,
  };
}

/** Posts a webhook as the PSP would: the raw JSON, signed with the shared secret unless told otherwise. */
export async function postWebhook(
  t: TestApp,
  body: unknown,
  options: { signature?: string | null; raw?: string } = {},
  // biome-ignore lint/suspicious/noExplicitAny: test answers are inspected dynamically
): Promise<{ status: number; code: number; data: any }> {
  const raw = options.raw ?? JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature =
    options.signature === undefined ? signBody(raw, t.config.pixWebhookSecret) : options.signature;
  if (signature !== null) headers['x-signature'] = signature;
  const response = await t.app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: raw, headers });
  const json = response.json();
  return { status: response.statusCode, code: json.code, data: json.data };
}

export function sandboxOf(t: TestApp): SandboxPixProvider {
  if (!isSandbox(t.app.pix)) throw new Error('the test app runs another Pix provider');
  return t.app.pix;
}

/** Row counts of the payments tables: "nothing written" means these do not change. */
export async function payCounts(db: Db) {
  const n = async (
    table: typeof pixIncoming | typeof rechargeOrders | typeof rechargeInfo | typeof depositStats,
  ) => Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    incoming: await n(pixIncoming),
    orders: await n(rechargeOrders),
    info: await n(rechargeInfo),
    stats: await n(depositStats),
  };
}

export async function incomingOf(db: Db, endToEndId: string) {
  const [row] = await db.select().from(pixIncoming).where(eq(pixIncoming.endToEndId, endToEndId));
  return row;
}
