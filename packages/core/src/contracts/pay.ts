import { z } from 'zod';
import { isValidCpf } from '../br/cpf.ts';
import { isFullName } from '../br/person-name.ts';
import { isValidPhoneBR } from '../br/phone.ts';
import type { SchemaGroup } from '../routes/route.ts';
import { amountField, memberIdParam } from './fields.ts';

/**
 * Deposits by Pix and first-deposit reporting (docs/API.md "Deposits (Pix)"). Every message written
 * as "pay:validation.*" is a catalog key: the server answers it as a code-0 refusal naming the field,
 * and the web app shows the same text next to the field. Money is a decimal string "50.00".
 */

/** A required text field: missing or blank answers `missing` (a docs/SPECIFICATION.md §5 message key). */
const required = (missing: string, max: number, tooLong = missing) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The page/size pair of every list (docs/PRODUCT.md "API conventions"). */
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);
/** The `id` query the player app appends once a member is known (never trusted for identity). */
const memberId = memberIdParam;

/** `POST /recharge/info`: the payer identity every Pix deposit must come from (docs/SPECIFICATION.md §3). */
export const rechargeInfoBody = z.strictObject({
  /** The full name (name and surname: `isFullName`), as the PSP knows the payer's account. */
  name: required('pay:validation.enterName', 100, 'pay:validation.nameTooLong').refine(
    isFullName,
    'pay:validation.invalidName',
  ),
  cpf: required('pay:validation.enterCpf', 20).refine(isValidCpf, 'pay:validation.invalidCpf'),
  mobile: required('pay:validation.enterMobile', 30).refine(isValidPhoneBR, 'pay:validation.invalidMobile'),
  email: required('pay:validation.enterEmail', 100).refine(
    (v) => EMAIL.test(v),
    'pay:validation.invalidEmail',
  ),
});
export type RechargeInfoBody = z.infer<typeof rechargeInfoBody>;

/**
 * `GET|POST /recharge/info` → data. `complete` is false until the player saved the form (the other
 * fields are then null). CPF "000.000.000-00" and mobile "(11) 91234-5678" are formatted for display;
 * `cpf_locked` is true once a deposit was credited with this CPF (it cannot change any more).
 */
export const rechargeInfo = z.object({
  complete: z.boolean(),
  name: z.string().nullable(),
  cpf: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  cpf_locked: z.boolean(),
  /** The account's registered phone, "(11) 91234-5678": what the form offers for `mobile` until saved. */
  registered_mobile: z.string().nullable(),
});
export type RechargeInfo = z.infer<typeof rechargeInfo>;

/** A deposit channel of `/recharge/init`; Pix is the only one (Portaria SPA/MF 615/2024). */
export const rechargeChannel = z.object({
  code: z.literal('pix'),
  name: z.string(),
  min: z.string(),
  max: z.string(),
});

/** `GET /recharge/init` → data: limits and presets from the operator configuration. */
export const rechargeInit = z.object({
  min: z.string(),
  max: z.string(),
  presets: z.array(z.string()),
  channels: z.array(rechargeChannel),
  /** Whether the recharge info is filled in; when false the app shows the form first. */
  info_complete: z.boolean(),
  /** Minutes a Pix charge stays payable. */
  charge_ttl_minutes: z.number().int(),
  /** Development only: the sandbox PSP's payer page; null with a real PSP. */
  sandbox_payer_url: z.string().nullable(),
});
export type RechargeInit = z.infer<typeof rechargeInit>;

/** A deposit amount: "50" or "50.00" (AMOUNT_PATTERN: at most two decimals, nothing around), above zero. */
export const depositAmount = amountField('pay:validation.enterAmount', 'pay:validation.invalidAmount');

/** `POST /recharge/create` (with an `Idempotency-Key` header): a Pix charge for `amount`. */
export const rechargeCreateBody = z.strictObject({
  amount: depositAmount,
  /** The only channel; accepted so that clients may send it. */
  channel: z.literal('pix').optional(),
});
export type RechargeCreateBody = z.infer<typeof rechargeCreateBody>;

/** docs/SPECIFICATION.md §4 record statuses of a deposit: waiting for the Pix, credited, or failed (expired). */
export const rechargeStatus = z.enum(['wait', 'success', 'fail']);
export type RechargeStatus = z.infer<typeof rechargeStatus>;

/**
 * One deposit order (`/recharge/create`, `/recharge/order`). `br_code` is the "Pix copia e cola",
 * `qr_image` the same as a data URL image; instants are ISO 8601.
 */
export const rechargeOrder = z.object({
  order_no: z.string(),
  amount: z.string(),
  status: rechargeStatus,
  br_code: z.string(),
  qr_image: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type RechargeOrder = z.infer<typeof rechargeOrder>;

/** `GET /recharge/order?order_no=`: only the player's own orders (others answer NOT_FOUND). */
export const rechargeOrderQuery = z.strictObject({
  order_no: z.string().trim().min(1).max(40),
  id: memberId,
});

/** `GET /recharge/record`: the player's deposits, newest first. */
export const rechargeRecordQuery = z.strictObject({
  page,
  size,
  status: rechargeStatus.optional(),
  id: memberId,
});

/** One row of the recharge log (no code or image: open the order for those). */
export const rechargeRecordItem = z.object({
  order_no: z.string(),
  amount: z.string(),
  status: rechargeStatus,
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
});
export type RechargeRecordItem = z.infer<typeof rechargeRecordItem>;

export const rechargeRecord = z.object({
  list: z.array(rechargeRecordItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type RechargeRecord = z.infer<typeof rechargeRecord>;

/** `GET /user/fb` → data (docs/SPECIFICATION.md §7): what the app's first-deposit reporting loop needs. */
export const userFb = z.object({
  userInfo: z.object({
    /** Total credited deposits, decimal string ("0.00" before the first). */
    accumulated_recharge: z.string(),
    /** 1 once the first deposit was reported to the ad trackers (`/activity/Fbb`), else 0. */
    is_fb: z.union([z.literal(0), z.literal(1)]),
  }),
});
export type UserFb = z.infer<typeof userFb>;

/** `GET /activity/Fbb`: the first-deposit conversion report (pixel id and landing ageCode). */
export const fbbQuery = z.strictObject({
  pixId: z.string().max(200).optional(),
  ageCode: z.string().max(500).optional(),
  id: memberId,
});

/** `GET /activity/Fbb` → data. `recorded` is false when an earlier call already reported it. */
export const fbbResult = z.object({ is_fb: z.literal(1), recorded: z.boolean() });

/** Member-only GETs that take no parameters accept the app's `id` query and nothing else. */
export const payMemberQuery = z.strictObject({ id: memberId });

/** The deposit endpoints' schemas (descriptors: routes/pay.ts). */
export const paySchemas = {
  info: { query: payMemberQuery, answer: rechargeInfo },
  saveInfo: { body: rechargeInfoBody, answer: rechargeInfo },
  init: { query: payMemberQuery, answer: rechargeInit },
  create: { body: rechargeCreateBody, answer: rechargeOrder, idempotent: true },
  order: { query: rechargeOrderQuery, answer: rechargeOrder },
  record: { query: rechargeRecordQuery, answer: rechargeRecord },
  userFb: { query: payMemberQuery, answer: userFb },
  firstDepositReport: { query: fbbQuery, answer: fbbResult },
} satisfies SchemaGroup;
