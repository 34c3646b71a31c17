import { z } from 'zod';
import { FUND_TYPE_CODES, MONEY_TYPES, RECORD_STATUSES } from '../fund-types.ts';
import type { SchemaGroup } from '../routes/route.ts';
import { dateOrInstantField } from './fields.ts';

/** An amount on the wire: a decimal string with two places, "1234.56" (negative in the fund log). */
const money = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * `GET /wallet/info` → `data`: the Mine page wallet card. `balance` = withdrawable + locked;
 * `wager_remaining` = max(0, wager_required − wager_done) is the spec's "balance to be wagered".
 */
export const walletInfo = z.object({
  balance: money,
  /** Cash: can be withdrawn now. */
  withdrawable: money,
  /** Deposits and bonuses still under wagering, and what they won. */
  locked: money,
  /** Referral and agent earnings waiting to be moved to the wallet. */
  team_bonus: money,
  /** Withdrawals applied for and still under review (already out of `withdrawable`). */
  withdraw_pending: money,
  wager_required: money,
  wager_done: money,
  wager_remaining: money,
  /** True when "unlock withdrawals" would succeed now: wagering met and a locked balance to move. */
  can_unlock: z.boolean(),
});
export type WalletInfo = z.infer<typeof walletInfo>;

/** `POST /wallet/unlock` → `data`: the amount moved from locked to withdrawable, and the wallet after. */
export const unlockResult = z.object({ unlocked: money, wallet: walletInfo });
export type UnlockResult = z.infer<typeof unlockResult>;

/**
 * `GET /fund/log` query. `type` is a fund type code (docs/SPECIFICATION.md §3); `from`/`to` are dates (YYYY-MM-DD,
 * São Paulo days, both inclusive) or RFC 3339 instants with an offset, each a real calendar value; `page` is 1-based, `size` ≤ 100.
 */
export const fundLogQuery = z.strictObject({
  type: z.coerce
    .number()
    .int()
    .refine((v) => (FUND_TYPE_CODES as readonly number[]).includes(v))
    .optional(),
  money_type: z.enum(MONEY_TYPES).optional(),
  from: dateOrInstantField.optional(),
  to: dateOrInstantField.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** The member id the player app appends to every call (docs/SPECIFICATION.md §7); never trusted, the token decides. */
  id: z.string().max(20).optional(),
});
export type FundLogQuery = z.infer<typeof fundLogQuery>;

/** One line of the fund log: one ledger entry on the player's withdrawable or locked balance. */
export const fundLogItem = z.object({
  id: z.string(),
  /** Fund type code (docs/SPECIFICATION.md §3, ours above 25). */
  type: z.number().int(),
  /** The type's name in the request's language. */
  type_label: z.string(),
  /** Signed: money in is positive, money out negative. */
  amount: money,
  /** The balance named by `money_type` right after this entry. */
  balance_after: money,
  /** ISO 8601 instant. */
  time: z.string(),
  status: z.enum(RECORD_STATUSES),
  status_label: z.string(),
  money_type: z.enum(MONEY_TYPES),
  /**
   * The game round an entry of a stake, a win or a refund belongs to; null for other entries.
   * `platform` `originals` with `id` `<seed id>.<nonce>` is one of our slots (`GET /game/round?ref=`);
   * a live game's id is `<game>.<round>.<member>` or its bet's own; an external platform's is its own.
   */
  round: z.object({ platform: z.string(), id: z.string(), game: z.string().nullable() }).nullable(),
});
export type FundLogItem = z.infer<typeof fundLogItem>;

export const fundLogPage = z.object({
  list: z.array(fundLogItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type FundLogPage = z.infer<typeof fundLogPage>;

/** The wallet endpoints' schemas (descriptors: routes/wallet.ts). */
/** `GET /wallet/wagering`: each open deposit and bonus with its own requirement and progress. */
export const walletWagering = z.object({
  sources: z.array(
    z.object({
      /** `deposit` (own money), `bonus` (a reward), `team` (team earnings moved to the wallet). */
      kind: z.enum(['deposit', 'bonus', 'team']),
      /** The fund type that brought it (docs/LEDGER.md). */
      code: z.number().int(),
      amount: z.string(),
      required: z.string(),
      done: z.string(),
      at: z.string(),
    }),
  ),
  /** The pooled figures the sources add up to (the `locked` row). */
  required: z.string(),
  done: z.string(),
  locked: z.string(),
  /** "Liberar saques" is offered only when something is locked and the wagering is met. */
  can_unlock: z.boolean(),
});
export type WalletWagering = z.infer<typeof walletWagering>;

export const walletSchemas = {
  wagering: { answer: walletWagering },
  info: { answer: walletInfo },
  unlock: { answer: unlockResult, idempotent: true },
  fundLog: { query: fundLogQuery, answer: fundLogPage },
} satisfies SchemaGroup;
