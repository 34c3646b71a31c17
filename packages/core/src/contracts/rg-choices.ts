/**
 * The responsible-gaming choices a player has (docs/COMPLIANCE.md): what a limit limits and over which
 * period, the cool-off and exclusion periods, the reality-check intervals. Plain values with no
 * dependency: the player app's screens import them without loading the contract's zod schemas
 * (contracts/rg.ts builds its schemas from them and re-exports them).
 */

/** What a limit limits: gross deposits, net losses, one round's stake, a login session's length. */
export const RG_LIMIT_KINDS = ['deposit', 'loss', 'stake', 'session'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];
/** Rolling windows of the deposit and loss limits; `round` (stake) and `session` have one value. */
export const RG_PERIODS = ['24h', '7d', '30d', 'round', 'session'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];
/** The (kind, period) pairs a player may set, in the order screens show them. */
export const RG_LIMIT_SLOTS: ReadonlyArray<{ kind: RgLimitKind; period: RgPeriod }> = [
  { kind: 'deposit', period: '24h' },
  { kind: 'deposit', period: '7d' },
  { kind: 'deposit', period: '30d' },
  { kind: 'loss', period: '24h' },
  { kind: 'loss', period: '7d' },
  { kind: 'loss', period: '30d' },
  { kind: 'stake', period: 'round' },
  { kind: 'session', period: 'session' },
];
export const RG_COOLOFF_PERIODS = ['24h', '7d', '30d'] as const;
export const RG_EXCLUSION_PERIODS = ['6m', '1y', 'permanent'] as const;
/** Reality-check intervals a player may choose (minutes). */
export const RG_REALITY_MINUTES = [15, 30, 45, 60, 90, 120] as const;
