/**
 * Fund-log entry types (docs/SPECIFICATION.md §3 "Fund log entry types (numeric status)"). Each is the `code` of a
 * ledger transfer (docs/LEDGER.md "Transfer codes (fund types)"); codes 1–25 are the spec's, ours start above
 * 25. Labels are localised in wallet.json under `fundType.<code>`. Documented with their accounts in
 * docs/LEDGER.md.
 */
export const FUND_TYPES = {
  RECHARGE: 1,
  ADD_MONEY: 2,
  TREASURE_CHEST: 3,
  PROFIT_SHARE: 4,
  WEEKLY_SALARY: 5,
  GRADE: 6,
  RED_ENVELOPE: 7,
  TRANSFER_TO_GAME: 8,
  WITHDRAW: 9,
  WITHDRAWAL_FAILED: 10,
  TRANSFER_OUT_OF_GAME: 11,
  /** A stake or win on the non-withdrawable (locked) balance. */
  FROZEN_WIN_LOSS: 12,
  /** A stake or win on the withdrawable (cash) balance. */
  WITHDRAWABLE_WIN_LOSS: 13,
  RECHARGE_REWARD: 14,
  SYSTEM_CORRECTION: 15,
  FIRST_DEPOSIT_REWARD: 16,
  REGISTRATION_BONUS: 20,
  NEWCOMER_GIFT: 21,
  BALANCE_DEDUCTION: 22,
  SPLIT_SHARE: 23,
  TRANSFER_TO_OB: 24,
  TRANSFER_OUT_OF_OB: 25,
  /** Ours: wagering met, the locked balance moves to the withdrawable balance. */
  UNLOCK: 26,
  /** Ours: a game round was cancelled and its stake returned, in the parts it came from. */
  ROUND_REFUND: 27,
  /** Ours: the invite reward for a valid level-1 invite, into `team_bonus` (docs/LEDGER.md). */
  INVITE_REWARD: 28,
  /** Ours: team bonus moved to the wallet (`team_bonus` → `locked`, with its wagering). */
  TEAM_BONUS_TO_WALLET: 29,
  /** Ours: the daily check-in reward (activity `checkin`). */
  DAILY_CHECKIN: 30,
  /**
   * Ours: bonus money forfeited when the player closes the account (`locked` → `bonus_expense`,
   * `team_bonus` → `referral_expense`); the player's own money is never forfeited.
   */
  CLOSURE_FORFEIT: 31,
  /**
   * Ours: a withdrawal staff rejected in review, its hold back to cash (`withdraw_hold` → `cash`). Type
   * 10 stays for a payout the PSP failed: the player's log says which one happened.
   */
  WITHDRAWAL_REJECTED: 32,
} as const;

export type FundTypeName = keyof typeof FUND_TYPES;
export type FundType = (typeof FUND_TYPES)[FundTypeName];

/** Every fund type code, ascending. */
export const FUND_TYPE_CODES: readonly FundType[] = Object.values(FUND_TYPES).sort((a, b) => a - b);

export function isFundType(value: number): value is FundType {
  return (FUND_TYPE_CODES as readonly number[]).includes(value);
}

/** docs/SPECIFICATION.md §3 "Money types": which balance an entry of the fund log moved. */
export const MONEY_TYPES = ['withdrawable', 'non-withdrawable'] as const;
export type MoneyType = (typeof MONEY_TYPES)[number];

/** docs/SPECIFICATION.md §4 "Record statuses shown". */
export const RECORD_STATUSES = ['wait', 'success', 'applying', 'rejected', 'fail'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
