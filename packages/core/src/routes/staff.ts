import type {
  staffActivitySchemas,
  staffAdminSchemas,
  staffClosureSchemas,
  staffJobsSchemas,
  staffKycSchemas,
  staffLobbySchemas,
  staffOriginalsSchemas,
  staffPaymentsSchemas,
  staffPlatformsSchemas,
  staffPlayersSchemas,
  staffPrivacySchemas,
  staffReportsSchemas,
  staffRgSchemas,
  staffSettingsReadSchemas,
  staffSettingsSaveSchemas,
  staffSupportSchemas,
  staffTeamSchemas,
  staffWalletSchemas,
  staffWithdrawSchemas,
} from '../contracts/admin-schemas.ts';
import { endpoints } from './route.ts';

/**
 * The staff API under `/api/v2/admin` (the back office, docs/API.md "Staff (admin API)"), one group per
 * server module that serves it; the schemas are `contracts/admin-schemas.ts`, paired by
 * `routes/staff-schemas.ts` (docs/ARCHITECTURE.md "Route descriptors").
 */

export const staffAdminApi = endpoints<typeof staffAdminSchemas>()({
  login: 'POST /admin/login',
  logout: 'POST /admin/logout',
  me: 'GET /admin/me',
  totpEnrol: 'POST /admin/2fa/enrol',
  totpConfirm: 'POST /admin/2fa/confirm',
  totpVerify: 'POST /admin/2fa/verify',
  staff: 'GET /admin/staff',
  staffCreate: 'POST /admin/staff',
  staffUpdate: 'POST /admin/staff/:id',
  staffResetTotp: 'POST /admin/staff/:id/reset-2fa',
  staffUnlock: 'POST /admin/staff/:id/unlock',
  invitationAccept: 'POST /admin/staff/invitations/accept',
  staffRequests: 'GET /admin/staff/requests',
  staffRequestApprove: 'POST /admin/staff/requests/:id/approve',
  staffRequestReject: 'POST /admin/staff/requests/:id/reject',
  audit: 'GET /admin/audit',
  auditVerify: 'POST /admin/audit/verify',
});

export const staffJobsApi = endpoints<typeof staffJobsSchemas>()({ jobs: 'GET /admin/jobs' });

export const staffActivityApi = endpoints<typeof staffActivitySchemas>()({
  settings: 'GET /admin/activity/settings',
  saveSettings: 'POST /admin/activity/settings',
});

export const staffClosureApi = endpoints<typeof staffClosureSchemas>()({
  preview: 'GET /admin/players/:id/close',
  close: 'POST /admin/players/:id/close',
});

export const staffSettingsReadApi = endpoints<typeof staffSettingsReadSchemas>()({
  vip: 'GET /admin/settings/vip',
  site: 'GET /admin/settings/site',
  recharge: 'GET /admin/settings/recharge',
  withdraw: 'GET /admin/settings/withdraw',
  team: 'GET /admin/settings/team',
  service: 'GET /admin/settings/service',
  pix: 'GET /admin/settings/pix',
  compliance: 'GET /admin/settings/compliance',
  tax: 'GET /admin/settings/tax',
});

export const staffSettingsSaveApi = endpoints<typeof staffSettingsSaveSchemas>()({
  vip: 'POST /admin/settings/vip',
  site: 'POST /admin/settings/site',
  recharge: 'POST /admin/settings/recharge',
  withdraw: 'POST /admin/settings/withdraw',
  team: 'POST /admin/settings/team',
  service: 'POST /admin/settings/service',
  pix: 'POST /admin/settings/pix',
  compliance: 'POST /admin/settings/compliance',
  tax: 'POST /admin/settings/tax',
});

export const staffLobbyApi = endpoints<typeof staffLobbySchemas>()({
  games: 'GET /admin/games',
  status: 'POST /admin/games/status',
  gameMaintenance: 'POST /admin/games/:code/maintenance',
  platformMaintenance: 'POST /admin/games/platforms/:code/maintenance',
});

export const staffOriginalsApi = endpoints<typeof staffOriginalsSchemas>()({
  rtp: 'GET /admin/games/rtp',
  rounds: 'GET /admin/players/:id/rounds',
});

export const staffPaymentsApi = endpoints<typeof staffPaymentsSchemas>()({
  uncredited: 'GET /admin/payments/uncredited',
  resolve: 'POST /admin/payments/:id/resolve',
  approve: 'POST /admin/payments/resolutions/:id/approve',
  reject: 'POST /admin/payments/resolutions/:id/reject',
  deposits: 'GET /admin/players/:id/deposits',
});

export const staffPlatformsApi = endpoints<typeof staffPlatformsSchemas>()({
  reconciliation: 'GET /admin/games/reconciliation',
  reconcile: 'POST /admin/games/reconciliation/run',
});

export const staffPlayersApi = endpoints<typeof staffPlayersSchemas>()({
  search: 'GET /admin/players',
  player: 'GET /admin/players/:id',
  endSessions: 'POST /admin/players/:id/end-sessions',
  lock: 'POST /admin/players/:id/lock',
  unlock: 'POST /admin/players/:id/unlock',
  notes: 'GET /admin/players/:id/notes',
  addNote: 'POST /admin/players/:id/notes',
  glance: 'GET /admin/players/glance',
});

export const staffPrivacyApi = endpoints<typeof staffPrivacySchemas>()({
  holds: 'GET /admin/players/:id/access-log-holds',
  hold: 'POST /admin/players/:id/access-log-holds',
  release: 'POST /admin/access-log-holds/:id/release',
});

export const staffReportsApi = endpoints<typeof staffReportsSchemas>()({
  dashboard: 'GET /admin/reports/dashboard',
  rtp: 'GET /admin/reports/rtp',
  summary: 'GET /admin/reports/summary',
});

export const staffRgApi = endpoints<typeof staffRgSchemas>()({
  limits: 'GET /admin/players/:id/limits',
  overview: 'GET /admin/rg/overview',
});

export const staffSupportApi = endpoints<typeof staffSupportSchemas>()({
  tickets: 'GET /admin/tickets',
  assignees: 'GET /admin/tickets/assignees',
  ticket: 'GET /admin/tickets/:id',
  reply: 'POST /admin/tickets/:id/reply',
  assign: 'POST /admin/tickets/:id/assign',
  close: 'POST /admin/tickets/:id/close',
  reopen: 'POST /admin/tickets/:id/reopen',
});

export const staffTeamApi = endpoints<typeof staffTeamSchemas>()({
  playerTeam: 'GET /admin/players/:id/team',
  referrals: 'GET /admin/team/referrals',
  clear: 'POST /admin/team/referrals/:member/clear',
  reject: 'POST /admin/team/referrals/:member/reject',
  releases: 'GET /admin/team/releases',
  releaseApprove: 'POST /admin/team/releases/:id/approve',
  releaseReject: 'POST /admin/team/releases/:id/reject',
});

export const staffWalletApi = endpoints<typeof staffWalletSchemas>()({
  requestAdjustment: 'POST /admin/players/:id/adjustments',
  adjustments: 'GET /admin/adjustments',
  approve: 'POST /admin/adjustments/:id/approve',
  reject: 'POST /admin/adjustments/:id/reject',
  bulk: 'POST /admin/adjustments/bulk',
  playerWallet: 'GET /admin/players/:id/wallet',
});

export const staffKycApi = endpoints<typeof staffKycSchemas>()({
  queue: 'GET /admin/kyc',
  propose: 'POST /admin/kyc/:id/approve',
  confirm: 'POST /admin/kyc/approvals/:id/confirm',
  decline: 'POST /admin/kyc/approvals/:id/reject',
  refuse: 'POST /admin/kyc/:id/refuse',
});

export const staffWithdrawApi = endpoints<typeof staffWithdrawSchemas>()({
  withdrawals: 'GET /admin/withdrawals',
  playerWithdrawals: 'GET /admin/players/:id/withdrawals',
  approve: 'POST /admin/withdrawals/:id/approve',
  reject: 'POST /admin/withdrawals/:id/reject',
  stalePayouts: 'GET /admin/reconciliation/payouts',
  bulk: 'POST /admin/withdrawals/bulk',
});
