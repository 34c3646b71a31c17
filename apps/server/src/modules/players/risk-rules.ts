/**
 * The thresholds of the risk flags (docs/COMPLIANCE.md "Risk flags"). Constants, not settings: they
 * decide only what staff are shown, never what a player may do, and changing one is a reviewed change.
 */
export const RISK_RULES = {
  /** At most this many other accounts listed under a shared CPF, Pix key, device or IP. */
  sharedListed: 20,
  /** Withdrawn without play: staked between the last deposit and the withdrawal below this share of the deposit. */
  minStakedPercent: 50,
  /** …looking at withdrawals applied for in this many days. */
  noPlayLookbackDays: 90,
  /** Velocity: the window, and how many deposits or withdrawal applications in it make a flag. */
  velocityWindowMinutes: 60,
  velocityDeposits: 5,
  velocityWithdrawals: 3,
  /** …looking at this many days. */
  velocityLookbackDays: 30,
  /** Abroad: any location decision outside Brazil (address or shared location) in this many days. */
  abroadLookbackDays: 30,
} as const;

const DAY_MS = 86_400_000;

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
