import type { StaffRole } from '@jl/core/contracts/admin.ts';

/** Which screens a role sees (the server decides what each may do; this only hides dead ends). */
export const SCREENS: Record<string, readonly StaffRole[]> = {
  dashboard: ['owner', 'finance', 'support', 'marketing'],
  players: ['owner', 'finance', 'support'],
  withdrawals: ['owner', 'finance', 'support'],
  kyc: ['owner', 'finance', 'support'],
  adjustments: ['owner', 'finance'],
  closure: ['owner', 'finance'],
  holds: ['owner'],
  payments: ['owner', 'finance'],
  tickets: ['owner', 'support'],
  referrals: ['owner', 'finance', 'support'],
  reports: ['owner', 'finance'],
  staff: ['owner'],
  audit: ['owner'],
  jobs: ['owner'],
  games: ['owner'],
  settings: ['owner'],
  activities: ['owner', 'marketing'],
  reconciliation: ['owner', 'finance'],
  rg: ['owner', 'finance', 'support'],
};

export const canSee = (role: StaffRole | undefined, screen: keyof typeof SCREENS) =>
  role !== undefined && (SCREENS[screen] ?? []).includes(role);
