import { z } from 'zod';
import type { SchemaGroup } from '../routes/route.ts';
import { wheelTables } from './activity.ts';
import {
  adminApproveBody,
  adminLoginBody,
  adminLoginResult,
  adminMe,
  adminRejectBody,
  adminWithdrawalParams,
  adminWithdrawalResult,
  adminWithdrawals,
  adminWithdrawalsQuery,
  auditPage,
  auditQuery,
  auditVerifyResult,
  staffCreateBody,
  staffList,
  staffParams,
  staffResetTotpBody,
  staffUpdateBody,
  totpConfirmBody,
  totpConfirmResult,
  totpEnrolment,
  totpVerifyBody,
} from './admin.ts';
import {
  adminGameCodeParams,
  adminGameFlagResult,
  adminGameMaintenanceBody,
  adminGameStatusBody,
  adminGamesRtp,
  adminGamesStatus,
  adminRtpReport,
} from './admin-games.ts';
import { adminGlance, adminGlanceQuery } from './admin-glance.ts';
import {
  adminKycDecisionBody,
  adminKycList,
  adminKycParams,
  adminKycQuery,
  adminKycResult,
} from './admin-kyc.ts';
import {
  adjustmentApproveBody,
  adjustmentList,
  adjustmentParams,
  adjustmentRejectBody,
  adjustmentRequestBody,
  adjustmentResult,
  adjustmentsQuery,
  paymentApproveBody,
  paymentParams,
  paymentRejectBody,
  paymentResolutionBody,
  paymentResolutionResult,
  uncreditedList,
  uncreditedQuery,
} from './admin-money.ts';
import {
  adminPageQuery,
  adminPlayerActionBody,
  adminPlayerActionResult,
  adminPlayerDeposits,
  adminPlayerDetail,
  adminPlayerLimits,
  adminPlayerNoteBody,
  adminPlayerNotes,
  adminPlayerParams,
  adminPlayerRounds,
  adminPlayers,
  adminPlayersQuery,
  adminPlayerTeam,
  adminPlayerWallet,
  adminPlayerWithdrawals,
} from './admin-players.ts';
import { accessLogHoldBody, accessLogHolds } from './admin-privacy.ts';
import { adminStalePayouts } from './admin-reconciliation.ts';
import { adminRgOverview } from './admin-rg-overview.ts';
import { vipSettings, vipSettingsBody, vipSettingsResult } from './admin-settings.ts';
import {
  complianceSectionEdit,
  pixSectionEdit,
  rechargeSectionEdit,
  serviceSectionEdit,
  settingsSectionContracts,
  siteSectionEdit,
  taxSectionEdit,
  teamSectionEdit,
  withdrawSectionEdit,
} from './admin-settings-sections.ts';
import {
  staffChangeRequests,
  staffCreateResult,
  staffInvitationAcceptBody,
  staffInvitationAcceptResult,
  staffRequestApproveBody,
  staffRequestParams,
  staffRequestRejectBody,
  staffRequestResult,
  staffResetResult,
  staffUnlockBody,
  staffUpdateResult,
} from './admin-staff.ts';
import { closurePreview, closureResult } from './closure.ts';
import { gameStatus } from './config.ts';
import { exportFormat } from './fields.ts';
import { adminJobs, adminJobsQuery } from './jobs.ts';
import { bulkDecisionBody, bulkDecisionResult } from './list-query.ts';
import { adminDashboard, reportSummary, reportSummaryQuery } from './reports.ts';
import {
  adminTicketAssignBody,
  adminTicketAssignees,
  adminTicketDetail,
  adminTicketEmptyBody,
  adminTickets,
  adminTicketsQuery,
  ticketParams,
  ticketReplyBody,
} from './support.ts';
import {
  teamReferralParams,
  teamReferralReviewBody,
  teamReferralsPage,
  teamReferralsQuery,
  teamReleaseParams,
  teamReleaseRejectBody,
  teamReleaseRequests,
  teamReleaseRequestView,
} from './team.ts';

/**
 * The staff API's schemas, one group per server module that serves them (docs/ARCHITECTURE.md "Route
 * descriptors"): `routes/staff.ts` names each endpoint's method and path, `routes/staff-schemas.ts`
 * pairs the two. The contracts themselves stay in their files (`admin*.ts`, `support.ts`, `team.ts`…);
 * the few answers that only the staff API gives and that had no contract of their own are here.
 */

/** An answer with nothing in it (sign-out, the second factor passed). */
export const adminEmptyResult = z.object({});

/** `GET`/`POST /admin/activity/settings`: the settings with the legal lint of the current profile. */
export const activitySettingsAnswer = z.object({
  profile: z.enum(['standard', 'br-regulated']),
  settings: z.record(z.string(), z.unknown()),
  problems: z.array(z.string()),
  /** The wheel's table versions: the one in force and every past one (read-only). */
  wheel: wheelTables,
});

export const activitySettingsBody = z.strictObject({
  activities: z.record(z.string(), z.unknown()),
  /** Why (the back office's editor always sends one); kept in the audit row. */
  reason: z
    .string({ error: 'vip:validation.enterReason' })
    .trim()
    .min(3, 'vip:validation.enterReason')
    .max(300, 'vip:validation.enterReason')
    .optional(),
});

/** `POST /admin/team/referrals/:member/clear|reject`: the referral's new status and what it credited. */
export const teamReferralDecision = z.object({
  member_id: z.string(),
  status: z.string(),
  credited: z.string(),
  /** A release that needs a second approval: the request (nothing credited yet). */
  request: teamReleaseRequestView.nullable(),
});

/** `GET /admin/games/reconciliation`: one page of the transfer-platform reconciliation's findings. */
export const reconciliationQuery = z.strictObject({
  format: exportFormat,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const reconciliationPage = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      run_at: z.string(),
      platform: z.string(),
      member_id: z.string().nullable(),
      /** balance_mismatch, transfer_confirmed, transfer_reverted or transfer_failed. */
      kind: z.string(),
      ours: z.string().nullable(),
      theirs: z.string().nullable(),
      transfer_id: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/** `POST /admin/games/reconciliation/run`: what one run settled and found. */
export const reconciliationSummary = z.object({
  platforms: z.number().int(),
  settled: z.object({ confirmed: z.number().int(), reverted: z.number().int(), failed: z.number().int() }),
  mismatches: z.number().int(),
});

/** Module `admin`: sign-in with the two factors, the owner's staff editor, the audit chain. */
export const staffAdminSchemas = {
  login: { body: adminLoginBody, answer: adminLoginResult },
  logout: { answer: adminEmptyResult },
  me: { answer: adminMe },
  totpEnrol: { answer: totpEnrolment },
  totpConfirm: { body: totpConfirmBody, answer: totpConfirmResult },
  totpVerify: { body: totpVerifyBody, answer: adminEmptyResult },
  staff: { answer: staffList },
  staffCreate: { body: staffCreateBody, answer: staffCreateResult },
  staffUpdate: { params: staffParams, body: staffUpdateBody, answer: staffUpdateResult },
  staffResetTotp: { params: staffParams, body: staffResetTotpBody, answer: staffResetResult },
  staffUnlock: { params: staffParams, body: staffUnlockBody, answer: staffUpdateResult },
  invitationAccept: { body: staffInvitationAcceptBody, answer: staffInvitationAcceptResult },
  staffRequests: { answer: staffChangeRequests },
  staffRequestApprove: {
    params: staffRequestParams,
    body: staffRequestApproveBody,
    answer: staffRequestResult,
  },
  staffRequestReject: {
    params: staffRequestParams,
    body: staffRequestRejectBody,
    answer: staffRequestResult,
  },
  audit: { query: auditQuery, answer: auditPage },
  auditVerify: { answer: auditVerifyResult },
} satisfies SchemaGroup;

export const staffJobsSchemas = {
  jobs: { query: adminJobsQuery, answer: adminJobs },
} satisfies SchemaGroup;

export const staffActivitySchemas = {
  settings: { answer: activitySettingsAnswer },
  saveSettings: { body: activitySettingsBody, answer: activitySettingsAnswer },
} satisfies SchemaGroup;

export const staffClosureSchemas = {
  preview: { params: adminPlayerParams, answer: closurePreview },
  close: { params: adminPlayerParams, body: adminPlayerActionBody, answer: closureResult },
} satisfies SchemaGroup;

/** One settings section's read and replace (module `config`), typed by the section's own schema. */
function sectionSchemas<S extends z.ZodType>(section: S) {
  const contracts = settingsSectionContracts(section);
  return {
    read: { answer: contracts.read },
    save: { body: contracts.body, answer: contracts.result },
  };
}

const SECTIONS = {
  site: sectionSchemas(siteSectionEdit),
  recharge: sectionSchemas(rechargeSectionEdit),
  withdraw: sectionSchemas(withdrawSectionEdit),
  team: sectionSchemas(teamSectionEdit),
  service: sectionSchemas(serviceSectionEdit),
  pix: sectionSchemas(pixSectionEdit),
  compliance: sectionSchemas(complianceSectionEdit),
  tax: sectionSchemas(taxSectionEdit),
};

/** Module `config`: each settings editor's read, by section (the VIP table first). */
export const staffSettingsReadSchemas = {
  vip: { answer: vipSettings },
  site: SECTIONS.site.read,
  recharge: SECTIONS.recharge.read,
  withdraw: SECTIONS.withdraw.read,
  team: SECTIONS.team.read,
  service: SECTIONS.service.read,
  pix: SECTIONS.pix.read,
  compliance: SECTIONS.compliance.read,
  tax: SECTIONS.tax.read,
} satisfies SchemaGroup;

/** Module `config`: each settings editor's replace, by section. */
export const staffSettingsSaveSchemas = {
  vip: { body: vipSettingsBody, answer: vipSettingsResult },
  site: SECTIONS.site.save,
  recharge: SECTIONS.recharge.save,
  withdraw: SECTIONS.withdraw.save,
  team: SECTIONS.team.save,
  service: SECTIONS.service.save,
  pix: SECTIONS.pix.save,
  compliance: SECTIONS.compliance.save,
  tax: SECTIONS.tax.save,
} satisfies SchemaGroup;

export const staffLobbySchemas = {
  games: { answer: adminGamesStatus },
  status: { body: adminGameStatusBody, answer: gameStatus },
  gameMaintenance: {
    params: adminGameCodeParams,
    body: adminGameMaintenanceBody,
    answer: adminGameFlagResult,
  },
  platformMaintenance: {
    params: adminGameCodeParams,
    body: adminGameMaintenanceBody,
    answer: adminGameFlagResult,
  },
} satisfies SchemaGroup;

export const staffOriginalsSchemas = {
  rtp: { answer: adminGamesRtp },
  rounds: { params: adminPlayerParams, query: adminPageQuery, answer: adminPlayerRounds },
} satisfies SchemaGroup;

export const staffPaymentsSchemas = {
  uncredited: { query: uncreditedQuery, answer: uncreditedList },
  resolve: { params: paymentParams, body: paymentResolutionBody, answer: paymentResolutionResult },
  approve: { params: paymentParams, body: paymentApproveBody, answer: paymentResolutionResult },
  reject: { params: paymentParams, body: paymentRejectBody, answer: paymentResolutionResult },
  deposits: { params: adminPlayerParams, query: adminPageQuery, answer: adminPlayerDeposits },
} satisfies SchemaGroup;

export const staffPlatformsSchemas = {
  reconciliation: { query: reconciliationQuery, answer: reconciliationPage },
  reconcile: { answer: reconciliationSummary },
} satisfies SchemaGroup;

const playerAction = {
  params: adminPlayerParams,
  body: adminPlayerActionBody,
  answer: adminPlayerActionResult,
};

export const staffPlayersSchemas = {
  search: { query: adminPlayersQuery, answer: adminPlayers },
  player: { params: adminPlayerParams, answer: adminPlayerDetail },
  endSessions: playerAction,
  lock: playerAction,
  unlock: playerAction,
  notes: { params: adminPlayerParams, answer: adminPlayerNotes },
  addNote: { params: adminPlayerParams, body: adminPlayerNoteBody, answer: adminPlayerNotes },
  glance: { query: adminGlanceQuery, answer: adminGlance },
} satisfies SchemaGroup;

export const staffPrivacySchemas = {
  holds: { params: adminPlayerParams, answer: accessLogHolds },
  hold: { params: adminPlayerParams, body: accessLogHoldBody, answer: accessLogHolds },
  release: { params: adminPlayerParams, body: adminPlayerActionBody, answer: accessLogHolds },
} satisfies SchemaGroup;

export const staffReportsSchemas = {
  dashboard: { answer: adminDashboard },
  rtp: { answer: adminRtpReport },
  summary: { query: reportSummaryQuery, answer: reportSummary },
} satisfies SchemaGroup;

export const staffRgSchemas = {
  limits: { params: adminPlayerParams, answer: adminPlayerLimits },
  overview: { answer: adminRgOverview },
} satisfies SchemaGroup;

export const staffSupportSchemas = {
  tickets: { query: adminTicketsQuery, answer: adminTickets },
  assignees: { answer: adminTicketAssignees },
  ticket: { params: ticketParams, answer: adminTicketDetail },
  reply: { params: ticketParams, body: ticketReplyBody, answer: adminTicketDetail },
  assign: { params: ticketParams, body: adminTicketAssignBody, answer: adminTicketDetail },
  close: { params: ticketParams, body: adminTicketEmptyBody, answer: adminTicketDetail },
  reopen: { params: ticketParams, body: adminTicketEmptyBody, answer: adminTicketDetail },
} satisfies SchemaGroup;

const teamReleaseResult = z.object({ request: teamReleaseRequestView });

const referralDecision = {
  params: teamReferralParams,
  body: teamReferralReviewBody,
  answer: teamReferralDecision,
};

export const staffTeamSchemas = {
  playerTeam: { params: adminPlayerParams, query: adminPageQuery, answer: adminPlayerTeam },
  referrals: { query: teamReferralsQuery, answer: teamReferralsPage },
  clear: referralDecision,
  reject: referralDecision,
  releases: { answer: teamReleaseRequests },
  releaseApprove: { params: teamReleaseParams, body: staffRequestApproveBody, answer: teamReleaseResult },
  releaseReject: { params: teamReleaseParams, body: teamReleaseRejectBody, answer: teamReleaseResult },
} satisfies SchemaGroup;

export const staffWalletSchemas = {
  requestAdjustment: { params: adminPlayerParams, body: adjustmentRequestBody, answer: adjustmentResult },
  adjustments: { query: adjustmentsQuery, answer: adjustmentList },
  approve: { params: adjustmentParams, body: adjustmentApproveBody, answer: adjustmentResult },
  reject: { params: adjustmentParams, body: adjustmentRejectBody, answer: adjustmentResult },
  bulk: { body: bulkDecisionBody, answer: bulkDecisionResult },
  playerWallet: { params: adminPlayerParams, query: adminPageQuery, answer: adminPlayerWallet },
} satisfies SchemaGroup;

export const staffKycSchemas = {
  queue: { query: adminKycQuery, answer: adminKycList },
  propose: { params: adminKycParams, body: adminKycDecisionBody, answer: adminKycResult },
  confirm: { params: adminKycParams, body: staffRequestApproveBody, answer: adminKycResult },
  decline: { params: adminKycParams, body: adminKycDecisionBody, answer: adminKycResult },
  refuse: { params: adminKycParams, body: adminKycDecisionBody, answer: adminKycResult },
} satisfies SchemaGroup;

export const staffWithdrawSchemas = {
  withdrawals: { query: adminWithdrawalsQuery, answer: adminWithdrawals },
  playerWithdrawals: { params: adminPlayerParams, query: adminPageQuery, answer: adminPlayerWithdrawals },
  approve: { params: adminWithdrawalParams, body: adminApproveBody, answer: adminWithdrawalResult },
  reject: { params: adminWithdrawalParams, body: adminRejectBody, answer: adminWithdrawalResult },
  stalePayouts: { answer: adminStalePayouts },
  bulk: { body: bulkDecisionBody, answer: bulkDecisionResult },
} satisfies SchemaGroup;
