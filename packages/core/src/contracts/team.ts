import { z } from 'zod';
import type { SchemaGroup } from '../routes/route.ts';
import { staffReason } from './admin.ts';
import { dbId, exportFormat } from './fields.ts';
import { amountRange, checkRanges, dateRange, sortBy, vipFilter } from './list-query.ts';

/**
 * The team (docs/API.md "Team"): a two-level referral tree, commissions into the `team_bonus`
 * account, agent levels from weekly active subordinates with a Monday salary, invite rewards and
 * chests. Money is a decimal string "1234.56"; times are ISO instants.
 */

const money = z.string().regex(/^\d+\.\d{2}$/);
const memberId = z.string().max(20).optional();
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);

/** Why team money is not paid: `null` when it is; `br_regulated` when referral cash is off. */
export const teamCashState = z.enum(['on', 'br_regulated']);

export const teamInfoQuery = z.strictObject({ id: memberId });

/** `GET /team/info` → data: the team tab's "team data". */
export const teamInfo = z.object({
  invite_code: z.string(),
  /** The promotion link: the site URL with `?regKey=<code>`. */
  invite_link: z.string(),
  /** The link as a QR code (PNG data URL). */
  qr_image: z.string(),
  level1_count: z.number().int(),
  level2_count: z.number().int(),
  valid_invites: z.number().int(),
  /** The whole `team_bonus` balance, and its parts: still in the holding period, and movable now. */
  team_balance: money,
  pending: money,
  available: money,
  /** Minimum amount to move to the wallet, and the wagering multiplier that move adds. */
  withdraw_min: money,
  withdraw_wager_multiplier: z.string(),
  /** Agent level in force this week (computed from last week's active subordinates). */
  agent_level: z.number().int(),
  /** Level-1 subordinates active so far this week (São Paulo Monday–Sunday). */
  week_active: z.number().int(),
  cash: teamCashState,
});
export type TeamInfo = z.infer<typeof teamInfo>;

export const teamMembersQuery = z.strictObject({
  id: memberId,
  level: z.coerce.number().int().min(1).max(2).default(1),
  page,
  size,
});

/** One subordinate (docs/SPECIFICATION.md §3 columns: registration time, full name, contribution). */
export const teamMember = z.object({
  /** Masked for other players: "Jo*** S***" or the masked phone. */
  name: z.string(),
  registered_at: z.string(),
  first_deposit: z.boolean(),
  /** What this subordinate earned the agent (credited commissions, pending and released). */
  contribution: money,
  level: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamMembersPage = z.object({
  list: z.array(teamMember),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TeamMembersPage = z.infer<typeof teamMembersPage>;

/** Fund types of team income: 3 chest, 4 profit share, 5 weekly salary, 23 split share, 28 invite reward. */
export const TEAM_INCOME_TYPES = [3, 4, 5, 23, 28] as const;

export const teamIncomeQuery = z.strictObject({
  id: memberId,
  type: z.coerce
    .number()
    .int()
    .refine((t) => (TEAM_INCOME_TYPES as readonly number[]).includes(t))
    .optional(),
  page,
  size,
});

/** `pending`: credited, in the holding period; `released`: movable; `withheld`: not paid (see `reason`). */
export const teamIncomeStatus = z.enum(['pending', 'released', 'withheld']);
export type TeamIncomeStatus = z.infer<typeof teamIncomeStatus>;

export const teamIncomeItem = z.object({
  id: z.string(),
  type: z.number().int(),
  type_label: z.string(),
  amount: money,
  /** Masked name of the subordinate it came from, or null (salary, chest). */
  from: z.string().nullable(),
  level: z.number().int().nullable(),
  status: teamIncomeStatus,
  status_label: z.string(),
  /** Why it is withheld or pending, localised; null when released. */
  reason: z.string().nullable(),
  release_at: z.string().nullable(),
  time: z.string(),
});
export type TeamIncomeItem = z.infer<typeof teamIncomeItem>;

export const teamIncomePage = z.object({
  list: z.array(teamIncomeItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Sums over every item of the filter ("total share items"). */
  total_amount: money,
  pending_amount: money,
  released_amount: money,
  withheld_amount: money,
});
export type TeamIncomePage = z.infer<typeof teamIncomePage>;

/** One row of the agent level table (configuration). Rates are percentages with up to 2 decimals. */
export const agentLevelRow = z.object({
  level: z.number().int(),
  active_needed: z.number().int(),
  share_rate_1: z.string(),
  share_rate_2: z.string(),
  split_rate_1: z.string(),
  split_rate_2: z.string(),
  salary: money,
});
export type AgentLevelRow = z.infer<typeof agentLevelRow>;

export const agentWeek = z.object({
  week_start: z.string(),
  active: z.number().int(),
  level: z.number().int(),
  salary: money,
});

/** `GET /team/agent` → data. */
export const teamAgent = z.object({
  levels: z.array(agentLevelRow),
  /** Active rule: played on `days_played` days or recharged `recharges` times in the week. */
  active_rule: z.object({ days_played: z.number().int(), recharges: z.number().int() }),
  current: agentWeek,
  last: agentWeek.nullable(),
  /** `claimable` (a Monday, unclaimed), `received`, `none` (no salary), `wait` (opens `next_open`). */
  salary_status: z.enum(['claimable', 'received', 'none', 'wait']),
  next_open: z.string(),
  /** Level 5 for more than a month: the senior-agent prompt with the customer-service link. */
  senior_prompt: z.boolean(),
  service_url: z.string().nullable(),
  cash: teamCashState,
});
export type TeamAgent = z.infer<typeof teamAgent>;

export const teamSalaryResult = z.object({ amount: money, week_start: z.string() });
export type TeamSalaryResult = z.infer<typeof teamSalaryResult>;

export const teamBonusWithdrawBody = z.strictObject({
  amount: z
    .string()
    .max(20)
    .regex(/^\d{1,9}(\.\d{1,2})?$/),
});
export const teamBonusWithdrawResult = z.object({ amount: money, available: money, wager_added: money });
export type TeamBonusWithdrawResult = z.infer<typeof teamBonusWithdrawResult>;

export const teamChest = z.object({
  chest: z.number().int(),
  invites_needed: z.number().int(),
  amount: money,
  state: z.enum(['locked', 'openable', 'opened']),
});
export type TeamChest = z.infer<typeof teamChest>;

/** `GET /team/invite` → data (withdraw/invite page). */
export const teamInvite = z.object({
  valid_invites: z.number().int(),
  /** Invites registered and not (yet) valid, with the rule. */
  invites: z.number().int(),
  min_first_deposit: money,
  reward_max: money,
  tiers: z.array(z.object({ first_deposit: money, reward: money })),
  rewards_paid: money,
  rewards_pending: money,
  /** Valid invites whose reward the 01:00 job pays tonight. */
  rewards_due: z.number().int(),
  chests: z.array(teamChest),
  cash: teamCashState,
});
export type TeamInvite = z.infer<typeof teamInvite>;

export const teamChestBody = z.strictObject({ chest: z.coerce.number().int().min(1).max(100) });
export const teamChestResult = z.object({ chest: z.number().int(), amount: money });

/** Staff: a flagged referral. */
export const teamReferralView = z.object({
  member_id: z.string(),
  inviter_id: z.string().nullable(),
  status: z.enum(['ok', 'flagged', 'cleared', 'rejected']),
  reasons: z.array(z.string()),
  flagged_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  note: z.string().nullable(),
  withheld: money,
});
/** `from`/`to` the day the referral was flagged, `min`/`max` the commissions withheld, `vip` the referral's level. */
export const REFERRAL_SORTS = ['flagged_at', 'withheld', 'vip_level'] as const;
export const teamReferralsQuery = z
  .strictObject({
    format: exportFormat,
    status: z.enum(['flagged', 'cleared', 'rejected']).default('flagged'),
    page,
    size,
    ...dateRange,
    ...amountRange,
    ...vipFilter,
    sort: sortBy(REFERRAL_SORTS),
  })
  .superRefine(checkRanges);
export const teamReferralsPage = z.object({
  list: z.array(teamReferralView),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export const teamReferralParams = z.strictObject({ member: dbId });
export const teamReferralReviewBody = z.strictObject({ note: z.string().trim().min(1).max(300) });

/**
 * A release of withheld commissions waiting for a second finance or owner (docs/COMPLIANCE.md "Four
 * eyes"): above `team.releaseSecondApprovalAbove`, or every one in br-regulated.
 */
export const teamReleaseRequestView = z.object({
  id: z.string(),
  member_id: z.string(),
  amount: money,
  note: z.string(),
  status: z.enum(['pending', 'applied', 'rejected', 'expired']),
  requested_by: z.string(),
  requested_by_name: z.string().nullable(),
  requested_at: z.string(),
  expires_at: z.string(),
});
export type TeamReleaseRequestView = z.infer<typeof teamReleaseRequestView>;
export const teamReleaseRequests = z.object({ list: z.array(teamReleaseRequestView) });
export const teamReleaseParams = z.strictObject({ id: dbId });
export const teamReleaseRejectBody = z.strictObject({ reason: staffReason });

/** The team endpoints' schemas (descriptors: routes/team.ts). */
export const teamSchemas = {
  info: { query: teamInfoQuery, answer: teamInfo },
  members: { query: teamMembersQuery, answer: teamMembersPage },
  income: { query: teamIncomeQuery, answer: teamIncomePage },
  agent: { query: teamInfoQuery, answer: teamAgent },
  invite: { query: teamInfoQuery, answer: teamInvite },
  receiveSalary: { answer: teamSalaryResult },
  openChest: { body: teamChestBody, answer: teamChestResult },
  withdrawBonus: { body: teamBonusWithdrawBody, answer: teamBonusWithdrawResult, idempotent: true },
} satisfies SchemaGroup;
