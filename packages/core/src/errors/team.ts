/**
 * Refusal reasons of the team domain (referral tree, commissions, agent salary, invite rewards and
 * chests); their messages live in each locale's team.json under `errors`.
 */
export const TEAM_ERRORS = [
  /** br-regulated: referral cash is off at the server (Portaria SPA/MF 1.231/2024 art. 42). */
  'TEAM_CASH_DISABLED',
  /** Team bonus → wallet: 'Link failed' (below the minimum, above the available balance…); `vars.reason`. */
  'TEAM_LINK_FAILED',
  /** Team bonus → wallet: the amount is below the minimum (`vars.min`). */
  'TEAM_BONUS_BELOW_MIN',
  /** Team bonus → wallet: more than the released team balance (`vars.available`). */
  'TEAM_BONUS_INSUFFICIENT',
  /** Salary: it can be received on Mondays only (`vars.next`: the next Monday). */
  'TEAM_SALARY_NOT_MONDAY',
  /** Salary: nothing to receive for last week (no salary, or already received). */
  'TEAM_SALARY_NONE',
  /** Chest: not enough valid invites yet (`vars.need`). */
  'TEAM_CHEST_LOCKED',
  /** Chest: this chest was already opened. */
  'TEAM_CHEST_OPENED',
  /** Staff: the referral is not in the state the action needs (`vars.status`). */
  'TEAM_REFERRAL_STATE',
] as const;
