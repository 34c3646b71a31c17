import { PLACEHOLDER_CNPJ, type SiteConfig, type VipLevelRule } from '@jl/core';

/**
 * Withdrawal review, stored in the `withdraw` section but not public (`/config/index` drops it; the
 * withdraw module reads it with `getWithdrawSettings`): withdrawals up to `autoApproveMax` go straight
 * to payout, larger ones wait for finance staff; those above `twoApprovalsAbove` need two approvals from
 * two different staff members (the first records, the second pays out).
 */
export const DEFAULT_WITHDRAW_REVIEW = { autoApproveMax: '500.00', twoApprovalsAbove: '5000.00' };

/**
 * Operator configuration defaults, written to `site_settings` at first start (one row per section)
 * and edited by the operator afterwards. Amounts are decimal strings in reais. Documented in
 * docs/OPERATIONS.md; the values are demo defaults, not advice.
 */
export const DEFAULT_SETTINGS = {
  site: { name: 'Jogo Limpo', url: 'http://localhost:3000' },
  compliance: {
    profile: 'standard',
    operator: {
      name: 'Jogo Limpo Demo Ltda.',
      cnpj: PLACEHOLDER_CNPJ,
      // The SPA/MF authorisation's number only; empty: the app says, in each language, that there is none.
      authorisation: '',
    },
    minAge: 18,
    /** Documented default: no action needs a verified identity in `standard` (docs/OPERATIONS.md). */
    kycRequired: { deposit: false, stake: false, withdraw: false },
  },
  ui: { loginPopup: true, regPopup: true, loginNotice: true },
  recharge: {
    min: '10.00',
    max: '50000.00',
    presets: ['20.00', '50.00', '100.00', '200.00', '500.00', '1000.00'],
  },
  withdraw: {
    min: '20.00',
    windowStart: '00:00',
    windowEnd: '22:00',
    timeZone: 'America/Sao_Paulo',
    ...DEFAULT_WITHDRAW_REVIEW,
  },
  service: {
    channels: [
      { type: 'whatsapp', label: 'WhatsApp', url: 'https://wa.me/5511999999999' },
      { type: 'telegram', label: 'Telegram', url: 'https://t.me/jogolimpo_suporte' },
    ],
  },
  download: { android: null, ios: null },
  login: { captcha: 'after_failures' },
  tracking: { fbPixelId: null, kwaiPixelId: null },
  /**
   * Activities (docs/ACTIVITIES.md): every amount the player sees comes from here. The activity module
   * validates each key with its own schema and refuses, in `br-regulated`, to enable what Portaria
   * SPA/MF 1.231/2024 art. 42 forbids (its "legal lint").
   */
  activities: {
    checkin: {
      enabled: true,
      rewards: ['0.50', '0.80', '1.00', '1.50', '2.00', '3.00', '5.00'],
      needsCpf: false,
    },
    dailyBonus: { enabled: true, percent: 50, days: 5, maxBase: '1000.00', needsCpf: true },
    redEnvelope: {
      enabled: true,
      target: '300.00',
      diamondsTarget: 10,
      diamondsReward: '500.00',
      validHours: 48,
      openingSpins: 1,
      spinsPerInvite: 1,
      depositSpins: false,
      depositSpinMin: '50.00',
      needsCpf: true,
      wheel: {
        version: '3e63447beba42382fa8fcb549dd28a4df6596fb82c8d7f203796f77b141bc627',
        segments: [
          { kind: 'cash', amount: '0.50', weight: 30 },
          { kind: 'cash', amount: '1.00', weight: 25 },
          { kind: 'cash', amount: '2.00', weight: 15 },
          { kind: 'cash', amount: '5.00', weight: 10 },
          { kind: 'cash', amount: '10.00', weight: 6 },
          { kind: 'cash', amount: '20.00', weight: 3 },
          { kind: 'cash', amount: '50.00', weight: 1 },
          { kind: 'diamond', weight: 10 },
        ],
      },
    },
    invite: { enabled: true, rewardMax: '30.00', payHour: 1 },
    newcomerGift: { enabled: true, days: 10, amount: '1.00', needsCpf: true },
    registrationBonus: { enabled: true, amount: '2.00' },
    firstDeposit: { enabled: true, percent: 10, max: '50.00' },
    rechargeReward: { enabled: true, percent: 2, max: '100.00' },
    cumulativeDeposit: { enabled: true, target: '100.00', reward: '5.00', needsCpf: true },
  },
} satisfies Omit<SiteConfig, 'version'>;

/**
 * VIP0…VIP10. Withdrawals need a level above VIP1 (docs/SPECIFICATION.md §5), so VIP0 and VIP1 have 0 times a day.
 * Maximum game balance (the spec's "game balance too high"): at least twice the largest single deposit
 * (recharge.max R$ 50.000) at every level, so that a deposit alone never stops a new player from
 * playing toward the next level, growing with the level's daily withdrawal capacity; no cap at VIP10.
 */
export const DEFAULT_VIP_LEVELS: VipLevelRule[] = [
  [0, '0.00', '0.00', '0.00', 0, '0.00', 0, '100000.00'],
  [1, '20.00', '200.00', '1.00', 0, '0.00', 0, '150000.00'],
  [2, '100.00', '1000.00', '5.00', 3, '1000.00', 200, '200000.00'],
  [3, '500.00', '5000.00', '15.00', 3, '3000.00', 150, '300000.00'],
  [4, '1000.00', '15000.00', '30.00', 5, '5000.00', 100, '500000.00'],
  [5, '5000.00', '50000.00', '100.00', 5, '10000.00', 100, '800000.00'],
  [6, '10000.00', '150000.00', '200.00', 8, '20000.00', 50, '1200000.00'],
  [7, '50000.00', '500000.00', '800.00', 10, '50000.00', 50, '2000000.00'],
  [8, '100000.00', '1500000.00', '1800.00', 10, '100000.00', 0, '3000000.00'],
  [9, '500000.00', '5000000.00', '8000.00', 15, '200000.00', 0, '5000000.00'],
  [10, '1000000.00', '10000000.00', '18000.00', 20, '500000.00', 0, null],
].map(([level, recharge, bet, reward, times, max, fee, cap]) => ({
  level: level as number,
  recharge: recharge as string,
  bet: bet as string,
  reward: reward as string,
  withdrawTimesPerDay: times as number,
  withdrawMax: max as string,
  withdrawFeeBps: fee as number,
  maxGameBalance: cap as string | null,
}));

/** Operator game status: 0 open, 1 maintenance for all games (`/game/checkGameStatus`). */
export const DEFAULT_GAME_STATUS = { status: 0 as 0 | 1 };

/**
 * Wallet rules (spec "withdrawal unlock": valid bets ≥ 1.5 × recharge + 12.5 × bonus). Multipliers are
 * decimal strings with up to 4 places; see docs/LEDGER.md for the rounding.
 */
export const DEFAULT_WALLET_SETTINGS = {
  depositWagerMultiplier: '1.5',
  bonusWagerMultiplier: '12.5',
  /** Team bonus moved to the wallet (type 29) adds this multiple of the amount to the wagering. */
  teamBonusWagerMultiplier: '1',
};

/**
 * The operator's Pix receiving account (section `pix`, not public): the key every BR Code pays (an EVP
 * or an e-mail), the receiver name and city printed in the code (ASCII, ≤ 25 and ≤ 15 characters),
 * and how long a charge stays payable.
 */
export const DEFAULT_PIX_SETTINGS = {
  key: '6f1c2a9e-4b7d-4e0a-9c35-2d8f1e7b5a40',
  merchantName: 'Jogo Limpo Demo',
  merchantCity: 'Sao Paulo',
  chargeTtlMinutes: 30,
};

/**
 * Taxes (section `tax`, not public): the rate of the tax on the operator's GGR, a percentage. The
 * default is the rate in force in 2026 (13%: Lei 13.756/2018 art. 30 as amended by Lei 14.790/2023
 * and Lei Complementar 224/2025); the operator changes it when the law does (docs/COMPLIANCE.md
 * "Tax on GGR" has the schedule).
 */
export const DEFAULT_TAX_SETTINGS = { ggrRate: '13.00' };

/**
 * The team (section `team`, not public; docs/OPERATIONS.md "Team"). Rates are percentages (decimal
 * strings, up to 2 places) of the subordinate's credited deposit (profit share, type 4) and of their
 * day's valid bets (split share, type 23), by the agent's level and the subordinate's level (1 or 2).
 * An agent's level for a week comes from the number of active level-1 subordinates the week before.
 */
export const DEFAULT_TEAM_SETTINGS = {
  /** A subordinate is active in a São Paulo week (Mon–Sun) when they played on this many days… */
  activeDaysPlayed: 3,
  /** …or recharged this many times. */
  activeRecharges: 3,
  agentLevels: [
    {
      level: 0,
      activeNeeded: 0,
      shareRate1: '1.00',
      shareRate2: '0.50',
      splitRate1: '0.10',
      splitRate2: '0.05',
      salary: '0.00',
    },
    {
      level: 1,
      activeNeeded: 3,
      shareRate1: '1.50',
      shareRate2: '0.75',
      splitRate1: '0.15',
      splitRate2: '0.08',
      salary: '10.00',
    },
    {
      level: 2,
      activeNeeded: 5,
      shareRate1: '2.00',
      shareRate2: '1.00',
      splitRate1: '0.20',
      splitRate2: '0.10',
      salary: '30.00',
    },
    {
      level: 3,
      activeNeeded: 10,
      shareRate1: '2.50',
      shareRate2: '1.25',
      splitRate1: '0.25',
      splitRate2: '0.12',
      salary: '80.00',
    },
    {
      level: 4,
      activeNeeded: 20,
      shareRate1: '3.00',
      shareRate2: '1.50',
      splitRate1: '0.30',
      splitRate2: '0.15',
      salary: '200.00',
    },
    {
      level: 5,
      activeNeeded: 50,
      shareRate1: '4.00',
      shareRate2: '2.00',
      splitRate1: '0.40',
      splitRate2: '0.20',
      salary: '600.00',
    },
  ],
  /** Weeks in a row at the top level before the senior-agent prompt ("level 5 for over a month"). */
  seniorWeeks: 5,
  /** Commissions (4, 23, 28) can be moved to the wallet this many hours after they are credited. */
  holdingHours: 72,
  /** Team bonus → wallet: minimum amount (the wagering it adds is the wallet's `teamBonusWagerMultiplier`). */
  withdrawMin: '1.00',
  /**
   * Releasing a flagged referral's withheld commissions above this total needs a second finance or
   * owner (docs/COMPLIANCE.md "Four eyes"); in br-regulated every release does.
   */
  releaseSecondApprovalAbove: '200.00',
  /** Invite reward (up to the highest tier) per valid level-1 invite, by the invitee's first deposit. */
  inviteTiers: [
    { firstDeposit: '20.00', reward: '5.00' },
    { firstDeposit: '50.00', reward: '10.00' },
    { firstDeposit: '100.00', reward: '20.00' },
    { firstDeposit: '300.00', reward: '30.00' },
  ],
  /** Chests that open at counts of valid invites. */
  chests: [
    { invites: 1, amount: '2.00' },
    { invites: 3, amount: '8.00' },
    { invites: 5, amount: '15.00' },
    { invites: 10, amount: '40.00' },
    { invites: 20, amount: '100.00' },
    { invites: 50, amount: '300.00' },
  ],
  /** Fraud screen: what a referral may not share with its inviter or the inviter's other referrals. */
  fraudChecks: ['cpf', 'pix', 'phone', 'ip_device'] as string[],
};
