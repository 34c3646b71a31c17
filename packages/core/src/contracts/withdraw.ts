import { z } from 'zod';
import { isValidCnpj } from '../br/cnpj.ts';
import { isValidCpf } from '../br/cpf.ts';
import { isValidPhoneBR } from '../br/phone.ts';
import type { SchemaGroup } from '../routes/route.ts';
import { WITHDRAW_PASSWORD_PATTERN } from './auth.ts';
import { amountField, memberIdParam } from './fields.ts';

/**
 * Withdrawals by Pix (docs/API.md "Withdrawals"). Every message written as "vip:validation.*" is a
 * catalog key (docs/SPECIFICATION.md §5 withdraw-bind messages among them): the server answers it as a code-0
 * refusal naming the field, and the web app shows the same text next to the field.
 */

const money = z.string().regex(/^\d+\.\d{2}$/);
const memberId = memberIdParam;
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A required text field: missing or blank answers `missing`. */
const required = (missing: string, max: number, tooLong = missing) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** Pix key types. Only CPF withdrawals are supported (docs/SPECIFICATION.md §5); the others are reserved. */
export const PIX_TYPES = ['cpf'] as const;
export const pixType = z.enum(PIX_TYPES, { error: 'vip:validation.pixTypeCpfOnly' });
export type PixType = z.infer<typeof pixType>;

/** Accounts a player may bind. */
export const MAX_WITHDRAW_ACCOUNTS = 3;

const withdrawPassword = z
  .string({ error: 'vip:validation.enterWithdrawPassword' })
  .min(1, 'vip:validation.enterWithdrawPassword')
  .max(6, 'vip:validation.withdrawPasswordFormat')
  .regex(WITHDRAW_PASSWORD_PATTERN, 'vip:validation.withdrawPasswordFormat');

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * `POST /withdraw/bind` (docs/SPECIFICATION.md §3 withdraw bind fields). `cpf` is the CPF/CNPJ field (both checks;
 * a valid CNPJ is then refused with WITHDRAW_CPF_ONLY), `pix_account` the Pix key, which must be the
 * same CPF. The withdrawal password confirms the player; `repassword` must repeat it.
 */
export const withdrawBindBody = z
  .strictObject({
    pix_type: pixType.default('cpf'),
    name: required('vip:validation.enterUserName', 100, 'vip:validation.nameTooLong'),
    cpf: required('vip:validation.enterCpfCnpj', 30, 'vip:validation.invalidCpfCnpj').refine(
      (v) => isValidCpf(v) || isValidCnpj(v),
      'vip:validation.invalidCpfCnpj',
    ),
    pix_account: required('vip:validation.enterPixAccount', 30, 'vip:validation.invalidPixAccount').refine(
      isValidCpf,
      'vip:validation.invalidPixAccount',
    ),
    mobile: optionalText(30, 'vip:validation.invalidMobile').refine(
      (v) => v === undefined || isValidPhoneBR(v),
      'vip:validation.invalidMobile',
    ),
    email: optionalText(100, 'vip:validation.invalidEmail').refine(
      (v) => v === undefined || EMAIL.test(v),
      'vip:validation.invalidEmail',
    ),
    withdraw_password: withdrawPassword,
    repassword: z
      .string({ error: 'vip:validation.enterWithdrawPasswordAgain' })
      .min(1, 'vip:validation.enterWithdrawPasswordAgain')
      .max(6, 'vip:validation.passwordsDiffer'),
  })
  .refine((body) => body.withdraw_password === body.repassword, {
    path: ['repassword'],
    message: 'vip:validation.passwordsDiffer',
  });
export type WithdrawBindBody = z.infer<typeof withdrawBindBody>;

/**
 * A bound withdrawal account. The CPF and the key are shown masked ("***.456.789-**", LGPD) on
 * every screen; the full values never leave the server except to the PSP and to finance staff.
 */
export const withdrawAccount = z.object({
  id: z.string(),
  pix_type: pixType,
  name: z.string(),
  cpf: z.string(),
  pix_account: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
});
export type WithdrawAccount = z.infer<typeof withdrawAccount>;

/** `GET /withdraw/accounts` query and answer. */
export const withdrawAccountsQuery = z.strictObject({ id: memberId });
export const withdrawAccountList = z.object({
  list: z.array(withdrawAccount),
  max: z.number().int(),
  /** The player's own CPF if already known (recharge info or first account), masked; else null. */
  own_cpf: z.string().nullable(),
});
export type WithdrawAccounts = z.infer<typeof withdrawAccountList>;

/** A refusal the player would get now, known before they type an amount or password. */
export const withdrawBlock = z.object({
  error: z.string(),
  msg: z.string(),
});

/** `GET /withdraw/init`: `exit=closure` asks for the page of a player closing the account (own money first). */
export const withdrawInitQuery = withdrawAccountsQuery.extend({ exit: z.enum(['closure']).optional() });

/** `GET /withdraw/init` → data: everything the withdraw page shows and checks before submitting. */
export const withdrawInit = z.object({
  withdrawable: money,
  /** Still to be wagered before withdrawing (spec "withdrawal unlock"). */
  wager_remaining: money,
  /** Balance still locked by wagering (moves to withdrawable with "unlock withdrawals"). */
  locked: money,
  vip_level: z.number().int(),
  min_vip_level: z.number().int(),
  min: money,
  /** The level's maximum single withdrawal. */
  max: money,
  /** Fee in basis points, deducted from the amount: the player receives amount − fee. */
  fee_bps: z.number().int(),
  times_per_day: z.number().int(),
  times_left: z.number().int(),
  window: z.object({
    start: z.string(),
    end: z.string(),
    time_zone: z.string(),
    open: z.boolean(),
  }),
  accounts: z.array(withdrawAccount),
  /** The first rule that refuses a withdrawal right now, or null when only amount and password remain. */
  blocked: withdrawBlock.nullable(),
  /**
   * The player is leaving (cool-off, self-exclusion, a registry bar, closing the account;
   * docs/COMPLIANCE.md "Leaving with one's own money"): their own money is withdrawable whatever the
   * level and the wagering; the bonus part of the locked balance is forfeited when it is released.
   * Null otherwise.
   */
  exit: z
    .object({
      reason: z.enum(['cooloff', 'exclusion', 'registry', 'closing']),
      /** The player's own money in the locked balance, released to the withdrawable one at the withdrawal. */
      own_locked: money,
      /** Bonus money in the locked balance, forfeited at that release. */
      bonus_forfeit: money,
    })
    .nullable()
    .optional(),
  /** Compliance profile rule: in `br-regulated` the player's own money is never behind the VIP gate. */
  own_money_free: z.boolean().optional(),
});
export type WithdrawInit = z.infer<typeof withdrawInit>;

/** A withdrawal amount: "50" or "50.00" (AMOUNT_PATTERN: at most two decimals, nothing around), above zero. */
export const withdrawAmount = amountField('vip:validation.enterAmount', 'vip:validation.invalidAmount');

/**
 * `POST /withdraw/apply` (with an `Idempotency-Key` header). A missing `account_id` is refused with
 * WITHDRAW_ACCOUNT_REQUIRED ('Please select an account first').
 */
export const withdrawApplyBody = z.strictObject({
  amount: withdrawAmount,
  account_id: z.string().trim().max(20).optional(),
  withdraw_password: withdrawPassword,
  /**
   * `closure`: the player is closing the account and takes their own money first (docs/COMPLIANCE.md
   * "Leaving with one's own money"). From this withdrawal on, no stake, deposit or reward.
   */
  exit: z.enum(['closure']).optional(),
});
export type WithdrawApplyBody = z.infer<typeof withdrawApplyBody>;

/**
 * docs/SPECIFICATION.md §4 record statuses of a withdrawal: `applying` (waiting for staff review), `wait` (approved,
 * the Pix is on its way), `success` (paid), `rejected` (by staff; returned), `fail` (the PSP could not
 * pay; returned).
 */
export const withdrawStatus = z.enum(['applying', 'wait', 'success', 'rejected', 'fail']);
export type WithdrawStatus = z.infer<typeof withdrawStatus>;

/** One withdrawal, as its owner sees it. */
export const withdrawItem = z.object({
  order_no: z.string(),
  amount: money,
  fee: money,
  /** What arrives in the player's Pix account: amount − fee. */
  net: money,
  status: withdrawStatus,
  status_label: z.string(),
  pix_type: pixType,
  pix_account: z.string(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  paid_at: z.string().nullable(),
  /** Why it was rejected or failed, when it was. */
  reason: z.string().nullable(),
});
export type WithdrawItem = z.infer<typeof withdrawItem>;

/** `POST /withdraw/apply` → data: the withdrawal as created (a replay answers the same one). */
export const withdrawApplyResult = z.object({ withdrawal: withdrawItem, replayed: z.boolean() });

/** `GET /withdraw/record`: the player's withdrawals, newest first. */
export const withdrawRecordQuery = z.strictObject({
  page,
  size,
  status: withdrawStatus.optional(),
  id: memberId,
});
export const withdrawRecord = z.object({
  list: z.array(withdrawItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type WithdrawRecord = z.infer<typeof withdrawRecord>;

/**
 * `GET /withdraw/detail?order_no=`: one of the player's own withdrawals (others answer NOT_FOUND).
 * The query is `order_no`, not `id`: the app appends `id=<member id>` to every call.
 */
export const withdrawDetailQuery = z.strictObject({
  order_no: z.string().trim().min(1).max(40),
  id: memberId,
});

/** The withdrawal endpoints' schemas (descriptors: routes/withdraw.ts). */
/** `GET /withdraw/deposit-terms?amount=100.00`: what a deposit will require to become withdrawable. */
export const depositTermsQuery = withdrawAccountsQuery.extend({ amount: withdrawAmount });
export const depositTerms = z.object({
  amount: money,
  /** True in `br-regulated`: the deposit lands withdrawable, with no wagering and no VIP gate. */
  withdrawable_at_once: z.boolean(),
  /** To wager before it moves to the withdrawable balance (0.00 when withdrawable at once). */
  wager: money,
  /** The deposit multiplier the wager comes from ("1.5"). */
  multiplier: z.string(),
  /** The level withdrawals open at, and the player's level now. */
  min_vip_level: z.number().int(),
  vip_level: z.number().int(),
  /** The sentence, in the player's language, with Brazilian money. */
  msg: z.string(),
});
export type DepositTerms = z.infer<typeof depositTerms>;

export const withdrawSchemas = {
  depositTerms: { query: depositTermsQuery, answer: depositTerms },
  accounts: { query: withdrawAccountsQuery, answer: withdrawAccountList },
  bind: { body: withdrawBindBody, answer: withdrawAccountList },
  init: { query: withdrawInitQuery, answer: withdrawInit },
  apply: { body: withdrawApplyBody, answer: withdrawApplyResult, idempotent: true },
  record: { query: withdrawRecordQuery, answer: withdrawRecord },
  detail: { query: withdrawDetailQuery, answer: withdrawItem },
} satisfies SchemaGroup;
