import { createHash, randomBytes } from 'node:crypto';
import {
  type Cents,
  formatCpf,
  formatMoney,
  formatPhoneBR,
  type Locale,
  normalizeCpf,
  parseDecimal,
  parsePhoneBR,
  type RechargeInfo,
  type RechargeInfoBody,
  type RechargeInit,
  type RechargeOrder,
  type RechargeRecord,
  type RechargeStatus,
  toDecimal,
} from '@jl/core';
import type { Db } from '../../db/client.ts';
import { answerOnce, type IdempotentCall, storedAnswer } from '../../idempotency/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { renderQr } from '../../providers/pix/index.ts';
import { findMemberById } from '../auth/index.ts';
import { getPixSettings, getSiteConfig } from '../config/index.ts';
import { assertKycVerified, assertVerifiedIdentity } from '../kyc/index.ts';
import { assertInBrazil } from '../location/index.ts';
import {
  assertCpfNotBlocked,
  assertDepositAllowed,
  checkRegistryAtBinding,
  checkRegistryBeforeDeposit,
  profileOf,
} from '../rg/index.ts';
import { findCpfHolder } from '../withdraw/index.ts';
import {
  claimCharge,
  countOpenOrders,
  expireOrders,
  findOrderByKey,
  findOrderByNo,
  findRechargeInfo,
  findRechargeInfoByCpf,
  findStats,
  insertOrder,
  isUniqueViolation,
  listOrders,
  type OrderRow,
  releaseCharge,
  saveCharge,
  upsertRechargeInfo,
} from './payments-repository.ts';

/** Unpaid charges a player may hold at once (each is a QR on someone's screen). */
export const MAX_OPEN_ORDERS = 10;

// ---- recharge info (docs/SPECIFICATION.md §3) --------------------------------------------------------------------

function infoOf(
  row: Awaited<ReturnType<typeof findRechargeInfo>>,
  cpfLocked: boolean,
  phone: string | null,
): RechargeInfo {
  // The account's phone (E.164), formatted; null where it is not a mobile any more (a closed account's).
  const registered = phone && parsePhoneBR(phone) ? formatPhoneBR(phone) : null;
  if (!row) {
    const empty = { complete: false, name: null, cpf: null, mobile: null, email: null, cpf_locked: false };
    return { ...empty, registered_mobile: registered };
  }
  return {
    complete: true,
    name: row.name,
    cpf: formatCpf(row.cpf),
    mobile: formatPhoneBR(row.mobile),
    email: row.email,
    cpf_locked: cpfLocked,
    registered_mobile: registered,
  };
}

const phoneOf = async (ctx: RequestContext, memberId: bigint) =>
  (await findMemberById(ctx.db, memberId))?.phone ?? null;

export async function getRechargeInfo(ctx: RequestContext, memberId: bigint): Promise<RechargeInfo> {
  const [row, stats, phone] = await Promise.all([
    findRechargeInfo(ctx.db, memberId),
    findStats(ctx.db, memberId),
    phoneOf(ctx, memberId),
  ]);
  return infoOf(row, (stats?.depositCount ?? 0) > 0, phone);
}

/**
 * Saves the recharge info. One CPF belongs to one player (CPF_TAKEN), and the CPF is fixed once a
 * deposit was credited with it (CPF_LOCKED): deposits and withdrawals must be the player's own.
 */
export async function saveRechargeInfo(
  ctx: RequestContext,
  memberId: bigint,
  body: RechargeInfoBody,
): Promise<RechargeInfo> {
  const cpf = normalizeCpf(body.cpf);
  const mobile = parsePhoneBR(body.mobile)!;
  // A CPF whose closed account is on a break or self-excluded cannot come back through a new account.
  await assertCpfNotBlocked(ctx, memberId, cpf);
  const [current, owner, withdrawHolder, stats, phone] = await Promise.all([
    findRechargeInfo(ctx.db, memberId),
    findRechargeInfoByCpf(ctx.db, cpf),
    findCpfHolder(ctx.db, cpf),
    findStats(ctx.db, memberId),
    phoneOf(ctx, memberId),
  ]);
  const locked = (stats?.depositCount ?? 0) > 0;
  // One CPF, one player: neither another player's recharge info nor their bound withdrawal CPF.
  if (owner && owner.memberId !== memberId) refuse('CPF_TAKEN', { field: 'cpf' });
  if (withdrawHolder !== null && withdrawHolder !== memberId) refuse('CPF_TAKEN', { field: 'cpf' });
  if (current && locked && current.cpf !== cpf) refuse('CPF_LOCKED', { field: 'cpf' });
  // Once verified, the payer is the verified identity.
  await assertVerifiedIdentity(ctx.db, memberId, { name: body.name, cpf });
  // Central self-exclusion check at CPF binding (refused in br-regulated when barred or unconfirmed).
  if (current?.cpf !== cpf) await checkRegistryAtBinding(ctx, memberId, cpf);
  try {
    const row = await upsertRechargeInfo(ctx.db, {
      memberId,
      name: body.name.replace(/\s+/g, ' '),
      cpf,
      mobile,
      email: body.email.toLowerCase(),
      at: ctx.now(),
    });
    return infoOf(row, locked, phone);
  } catch (error) {
    // Two players saving the same CPF at once: the unique index decides.
    if (isUniqueViolation(error, 'recharge_info_cpf_uq')) refuse('CPF_TAKEN', { field: 'cpf' });
    throw error;
  }
}

// ---- orders --------------------------------------------------------------------------------------

export async function getRechargeInit(ctx: RequestContext, memberId: bigint): Promise<RechargeInit> {
  const [config, pix, info] = await Promise.all([
    getSiteConfig(ctx.db),
    getPixSettings(ctx.db),
    findRechargeInfo(ctx.db, memberId),
  ]);
  const { min, max, presets } = config.recharge;
  return {
    min,
    max,
    presets,
    channels: [{ code: 'pix', name: 'Pix', min, max }],
    info_complete: info !== null,
    charge_ttl_minutes: pix.chargeTtlMinutes,
    sandbox_payer_url: ctx.sandboxPayerUrl,
  };
}

/** Order numbers double as the BR Code txid: "R" + yyMMddHHmmss (UTC) + 10 random, 23 characters. */
function newOrderNo(at: Date): string {
  const stamp = at.toISOString().replace(/[-T:]/g, '').slice(2, 14);
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let random = '';
  for (const b of randomBytes(10)) random += alphabet[b % alphabet.length];
  return `R${stamp}${random}`;
}

function effectiveStatus(row: OrderRow, now: Date): RechargeStatus {
  if (row.status === 'wait' && row.expiresAt < now) return 'fail';
  return row.status as RechargeStatus;
}

function orderOf(row: OrderRow, now: Date): RechargeOrder {
  return {
    order_no: row.orderNo,
    amount: toDecimal(row.amountCents),
    status: effectiveStatus(row, now),
    br_code: row.brCode ?? '',
    qr_image: row.qrImage ?? '',
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** The hash an order made before `answerOnce` stored with its key (the amount). */
const legacyHash = (amount: Cents) => createHash('sha256').update(`recharge:${amount}`).digest('hex');

/**
 * How long a claim on an order's charge creation holds (longer than the PSP client's timeouts and
 * retries); a claim older than that was left by a process that died and is taken over.
 */
const CHARGE_CLAIM_MS = 60_000;
/** How often, and how many times, a replay looks for the charge another request is asking for. */
const CHARGE_WAIT_STEP_MS = 50;
const CHARGE_WAIT_STEPS = 600;

/**
 * The order's charge: the one on the row, else asked of the PSP (again, for a replayed order that
 * never got one) and stored. Only one request per order asks at a time: it claims the creation by a
 * conditional update; a concurrent replay re-reads the order until that request stored the charge (or
 * gave up: PIX_UNAVAILABLE), so one txid is never sent twice at once.
 */
async function attachCharge(ctx: RequestContext, order: OrderRow, payerName: string): Promise<OrderRow> {
  if (order.brCode) return order;
  const now = ctx.now();
  const claimed = await claimCharge(ctx.db, order.id, now, new Date(now.getTime() - CHARGE_CLAIM_MS));
  if (!claimed) return awaitCharge(ctx, order);
  try {
    const charge = await ctx.pix.createCharge({
      txid: order.orderNo,
      amountCents: order.amountCents as Cents,
      expiresAt: order.expiresAt,
      payer: { cpf: order.payerCpf, name: payerName },
    });
    const qrImage = charge.qrImage ?? (await renderQr(charge.brCode));
    return await saveCharge(ctx.db, order.id, { ...charge, qrImage, at: ctx.now() });
  } catch (error) {
    ctx.log.error({ err: error, orderNo: order.orderNo }, 'pix charge creation failed');
    await releaseCharge(ctx.db, order.id);
    refuse('PIX_UNAVAILABLE');
  }
}

/** Re-reads the order while another request asks the PSP for its charge. */
async function awaitCharge(ctx: RequestContext, order: OrderRow): Promise<OrderRow> {
  for (let step = 0; step < CHARGE_WAIT_STEPS; step++) {
    await new Promise((resolve) => setTimeout(resolve, CHARGE_WAIT_STEP_MS));
    const row = await findOrderByNo(ctx.db, order.memberId, order.orderNo);
    if (row?.brCode) return row;
    // The other request failed (its claim released): this replay answers as it did.
    if (!row?.chargeClaimedAt) break;
  }
  refuse('PIX_UNAVAILABLE');
}

type CreateInput = { memberId: bigint; amount: string; idempotencyKey?: string; locale: Locale };
type Info = NonNullable<Awaited<ReturnType<typeof findRechargeInfo>>>;
type Payer = { memberId: bigint; name: string };

const CREATE_ENDPOINT = 'POST /recharge/create';

/**
 * Creates a deposit order with its Pix charge; nothing moves money here — the credit happens when the
 * PSP reports the payment. With an Idempotency-Key (docs/API.md "Idempotency") `answerOnce` stores the
 * order as created, so a replay — also a concurrent twin — answers that order, and the same key with
 * another amount is IDEMPOTENCY_CONFLICT. The stored answer is looked up before the rules, so a replay
 * is never refused by the pending-order limit its first call counts toward. The charge is asked for
 * after the commit (a PSP call never holds the player's locks) and added from the order row, so a
 * replay of a call that got PIX_UNAVAILABLE asks the PSP again — one request per order at a time
 * (`attachCharge`'s claim), so concurrent replays send the txid once.
 */
export async function createRecharge(ctx: RequestContext, input: CreateInput): Promise<RechargeOrder> {
  const amount = parseDecimal(input.amount) as Cents;
  const now = ctx.now();
  const { memberId, idempotencyKey: key } = input;
  const call = { memberId, endpoint: CREATE_ENDPOINT, key, request: { amount: String(amount) }, now };
  const info = await findRechargeInfo(ctx.db, memberId);
  const replay = await replayOf(ctx, call, amount, { memberId, name: info?.name ?? '' });
  if (replay) return replay;
  if (!info) refuse('RECHARGE_INFO_REQUIRED');
  const config = await getSiteConfig(ctx.db);
  const min = parseDecimal(config.recharge.min) ?? 0n;
  const max = parseDecimal(config.recharge.max) ?? 0n;
  if (amount < min)
    refuse('AMOUNT_BELOW_MIN', { field: 'amount', vars: { min: formatMoney(min, input.locale) } });
  if (max > 0n && amount > max)
    refuse('AMOUNT_ABOVE_MAX', { field: 'amount', vars: { max: formatMoney(max, input.locale) } });
  await expireOrders(ctx.db, memberId, now);
  if ((await countOpenOrders(ctx.db, memberId)) >= MAX_OPEN_ORDERS) refuse('RECHARGE_PENDING_LIMIT');
  // br-regulated fails closed on an unconfirmed registry answer: ask again before refusing.
  await checkRegistryBeforeDeposit(ctx, memberId, info.cpf);
  const order = await answerOnce(ctx.db, call, async (db) =>
    orderOf(await insertChecked(ctx, db, input, info), now),
  );
  return withCharge(ctx, order, { memberId, name: info.name });
}

/**
 * A replay's answer, before the rules: the stored first answer, or an order made with the key before
 * `answerOnce` (its state now is the answer). Null: the key is new or its first call is in flight.
 */
async function replayOf(ctx: RequestContext, call: IdempotentCall, amount: Cents, payer: Payer) {
  if (call.key === undefined) return null;
  const [stored, legacy] = await Promise.all([
    storedAnswer<RechargeOrder>(ctx.db, call),
    findOrderByKey(ctx.db, call.memberId, call.key),
  ]);
  if (stored) return withCharge(ctx, stored, payer);
  if (!legacy) return null;
  if (legacy.requestHash !== legacyHash(amount)) refuse('IDEMPOTENCY_CONFLICT');
  return orderOf(await attachCharge(ctx, legacy, payer.name), ctx.now());
}

/**
 * The order row, in its own transaction (a savepoint inside `answerOnce`'s when a key was sent): the
 * deposit-limit check and the insert share it under the player's rg row lock, so two charges against
 * one limit cannot both pass — a charge past a limit is never created.
 */
async function insertChecked(ctx: RequestContext, db: Db, input: CreateInput, info: Info): Promise<OrderRow> {
  const now = ctx.now();
  const amount = parseDecimal(input.amount) as Cents;
  const pix = await getPixSettings(db);
  const profile = await profileOf(db);
  await assertKycVerified(db, db, input.memberId, 'deposit');
  await assertInBrazil(db, { memberId: input.memberId, ip: ctx.ip, context: 'deposit', now });
  return db.transaction(async (tx) => {
    await assertDepositAllowed(tx, {
      memberId: input.memberId,
      amountCents: amount,
      now,
      locale: input.locale,
      profile,
    });
    const inserted = await insertOrder(tx, {
      orderNo: newOrderNo(now),
      memberId: input.memberId,
      amountCents: amount,
      provider: ctx.pix.name,
      payerCpf: info.cpf,
      expiresAt: new Date(now.getTime() + pix.chargeTtlMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    });
    return inserted ?? refuse('INTERNAL');
  });
}

/**
 * The answer (the order as created) with the order's charge: the one on the row, else asked for now —
 * again, when an earlier call with the key got PIX_UNAVAILABLE.
 */
async function withCharge(ctx: RequestContext, answer: RechargeOrder, payer: Payer): Promise<RechargeOrder> {
  const row = (await findOrderByNo(ctx.db, payer.memberId, answer.order_no)) ?? refuse('INTERNAL');
  const charged = await attachCharge(ctx, row, payer.name);
  return { ...answer, br_code: charged.brCode ?? '', qr_image: charged.qrImage ?? '' };
}

/** One of the player's own orders; another player's (or an unknown) number is NOT_FOUND. */
export async function getRecharge(
  ctx: RequestContext,
  memberId: bigint,
  orderNo: string,
): Promise<RechargeOrder> {
  const now = ctx.now();
  await expireOrders(ctx.db, memberId, now);
  const row = await findOrderByNo(ctx.db, memberId, orderNo);
  if (!row) refuse('NOT_FOUND', { field: 'order_no' });
  return orderOf(row, now);
}

export async function listRecharges(
  ctx: RequestContext,
  q: { memberId: bigint; page: number; size: number; status?: RechargeStatus },
): Promise<RechargeRecord> {
  const now = ctx.now();
  await expireOrders(ctx.db, q.memberId, now);
  const { rows, total } = await listOrders(ctx.db, q);
  return {
    list: rows.map((row) => {
      const { br_code: _b, qr_image: _q, ...item } = orderOf(row, now);
      return item;
    }),
    total,
    page: q.page,
    size: q.size,
  };
}
