import {
  type ClosurePreview,
  type ClosureResult,
  type ErrorCode,
  formatMoney,
  type Locale,
  toDecimal,
  translate,
} from '@jl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { type RequestContext, requestContext } from '../../lib/request-context.ts';
import { closeMemberActivities } from '../activity/index.ts';
import { audit } from '../admin/index.ts';
import { closeMember, forgetSessions } from '../auth/index.ts';
import { findRechargeInfo } from '../payments/index.ts';
import { cpfKeyOf, lockClosureState, recordClosure } from '../rg/index.ts';
import {
  closeWallet,
  inMoneyTransaction,
  lockWalletForClosure,
  previewWalletClosure,
  type WalletClosurePlan,
} from '../wallet/index.ts';
import { findPayoutIdentity, hasWithdrawalInFlight } from '../withdraw/index.ts';
import { type ClosureRow, findClosure, insertClosure } from './closure-repository.ts';

/**
 * Account closure (LGPD art. 18; Portaria SPA/MF 1.231/2024 "easy account closure"; docs/COMPLIANCE.md
 * "Account closure"). Self-service and immediate: the player's own request, confirmed in the app, is
 * its execution. Staff (finance, owners) close on the player's request when the app cannot: a
 * withdrawable balance the player cannot withdraw (below the minimum, VIP0, wagering) is then kept on
 * the closed account like the locked own money, for staff to return.
 *
 * Invariant: a closure happens at most once per player and all of it in ONE transaction — refused
 * (nothing written) while money is in a withdrawal on its way or inside an external game, and, in the
 * app, while money is withdrawable; otherwise the bonus money is forfeited by one ledger transfer keyed
 * by the closure, the accounts are marked closed under their row locks (so no stake or reward can
 * follow), the member is disabled and every session ends, an open red envelope expires, and the
 * closure is recorded in the RG log and here (and, by staff, in the audit log with the reason).
 * Personal data is minimised later by the `closure.minimise` job.
 */

export type ClosureContext = RequestContext & { minimiseAfterDays: number };

/** A route's closure context: the request's, and CLOSURE_MINIMISE_DAYS. */
export const closureContext = (app: FastifyInstance, request?: FastifyRequest): ClosureContext => ({
  ...requestContext(app, request),
  minimiseAfterDays: app.config.CLOSURE_MINIMISE_DAYS,
});

/**
 * Who closes: the player in the app (null), a staff member on the player's request with the reason, or
 * the operator because the central registry flagged a Bolsa Família / BPC beneficiary (the `barred`
 * module's job, IN SPA/MF 22/2025). Staff and the registry closure keep a withdrawable balance.
 */
export type StaffCloser = { staffId: bigint; reason: string; ip: string };
export type ClosedBy = StaffCloser | { registry: 'beneficiary' } | null;
const staffOf = (by: ClosedBy): StaffCloser | null => (by && 'staffId' in by ? by : null);

/** AML identification is kept this many years after the relationship ends (Lei 9.613/1998 art. 10 §2). */
export const RETENTION_YEARS = 5;
const DAY_MS = 86_400_000;

type Refusal = { error: ErrorCode; vars?: Record<string, string> };

/**
 * Why closing must wait, in the order the player can act on it; null when it may go ahead. Staff close
 * with a withdrawable balance (it is kept): the player asked them because the app refused.
 */
function refusalOf(
  plan: WalletClosurePlan,
  withdrawalInFlight: boolean,
  locale: Locale,
  byStaff: boolean,
): Refusal | null {
  if (withdrawalInFlight || plan.withdrawPending > 0n) return { error: 'RG_CLOSURE_WITHDRAWAL' };
  if (plan.withdrawable > 0n && !byStaff)
    return { error: 'RG_CLOSURE_BALANCE', vars: { balance: formatMoney(plan.withdrawable, locale) } };
  if (plan.inGames > 0n)
    return { error: 'RG_CLOSURE_IN_GAME', vars: { balance: formatMoney(plan.inGames, locale) } };
  return null;
}

/** The player's own money the closure leaves on the account: locked own money, and by staff the cash. */
const keptOf = (plan: WalletClosurePlan, byStaff: boolean) =>
  plan.keptLocked + (byStaff ? plan.withdrawable : 0n);

/**
 * `GET /user/close` (and staff's `GET /admin/players/:id/close`, `byStaff`): what closing now would
 * forfeit and keep, or why it must wait.
 */
export async function previewClosure(
  ctx: ClosureContext,
  memberId: bigint,
  byStaff = false,
): Promise<ClosurePreview> {
  const [plan, inFlight] = await Promise.all([
    previewWalletClosure(ctx.db, memberId),
    hasWithdrawalInFlight(ctx.db, memberId),
  ]);
  const refusal = refusalOf(plan, inFlight, ctx.locale, byStaff);
  return {
    can_close: refusal === null,
    refusal: refusal && {
      error: refusal.error,
      msg: translate(ctx.locale, `errors:${refusal.error}`, refusal.vars),
    },
    withdrawable: toDecimal(plan.withdrawable),
    in_games: toDecimal(plan.inGames),
    withdrawal_in_flight: inFlight || plan.withdrawPending > 0n,
    forfeit: toDecimal(plan.forfeitLocked + plan.forfeitTeamBonus),
    kept: toDecimal(keptOf(plan, byStaff)),
    minimise_after_days: ctx.minimiseAfterDays,
  };
}

/** Who the player is for the sealed AML record: the recharge info, else the withdrawal identity. */
async function identityOf(
  db: Executor,
  memberId: bigint,
): Promise<{ name: string | null; cpf: string | null }> {
  const info = await findRechargeInfo(db, memberId);
  if (info) return { name: info.name, cpf: info.cpf };
  const payout = await findPayoutIdentity(db, memberId);
  return { name: payout?.name ?? null, cpf: payout?.cpf ?? null };
}

/** The staff closure in the hash-chained audit log, with the reason, in the closure's transaction. */
function auditStaffClosure(
  tx: Executor,
  memberId: bigint,
  by: StaffCloser,
  detail: Record<string, string | null>,
  at: Date,
) {
  return audit(tx, {
    staffId: by.staffId,
    action: 'player.close',
    targetType: 'member',
    targetId: String(memberId),
    detail: { ...detail, reason: by.reason },
    ip: by.ip,
    at,
  });
}

function yearsAfter(at: Date, years: number): Date {
  const date = new Date(at);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date;
}

function resultOf(row: ClosureRow): ClosureResult {
  return {
    closed_at: row.closedAt.toISOString(),
    forfeited: toDecimal(row.forfeitedCents),
    kept: toDecimal(row.keptCents),
    minimise_at: row.minimiseAfter.toISOString(),
  };
}

/**
 * `POST /user/close` (and staff's `POST /admin/players/:id/close`, `by` set): closes the account now
 * (see the invariant above). A replay, or a second closer, answers the closure that happened.
 */
export async function closeAccount(
  ctx: ClosureContext,
  memberId: bigint,
  by: ClosedBy = null,
): Promise<ClosureResult> {
  const now = ctx.now();
  const row = await inMoneyTransaction(ctx.db, async (tx) => {
    // The state row's lock puts closures of one player in a line; the second finds the first's record.
    const state = await lockClosureState(tx, memberId, now);
    if (state.closedAt) return (await findClosure(tx, memberId)) ?? refuse('ACCOUNT_CLOSED');
    const plan = await lockWalletForClosure(tx, memberId);
    const refusal = refusalOf(plan, await hasWithdrawalInFlight(tx, memberId), ctx.locale, by !== null);
    if (refusal) refuse(refusal.error, { vars: refusal.vars });
    const transfer = await closeWallet(tx, plan, now);
    const sessionsEnded = await closeMember(tx, memberId, now);
    await closeMemberActivities(tx, memberId, now);
    const identity = await identityOf(tx, memberId);
    const forfeited = plan.forfeitLocked + plan.forfeitTeamBonus;
    const kept = keptOf(plan, by !== null);
    const detail = {
      forfeited: String(forfeited),
      kept: String(kept),
      transferId: transfer ? String(transfer.transferId) : null,
      by: by ? ('staffId' in by ? 'staff' : 'registry') : 'player',
    };
    await recordClosure(tx, memberId, {
      cpfKey: identity.cpf ? cpfKeyOf(ctx.appSecret, identity.cpf) : null,
      detail,
      now,
    });
    const staff = staffOf(by);
    if (staff) await auditStaffClosure(tx, memberId, staff, detail, now);
    return insertClosure(tx, {
      memberId,
      closedAt: now,
      forfeitedCents: forfeited,
      forfeitTransferId: transfer?.transferId ?? null,
      keptCents: kept,
      closedByStaffId: staffOf(by)?.staffId ?? null,
      sessionsEnded,
      minimiseAfter: new Date(now.getTime() + ctx.minimiseAfterDays * DAY_MS),
      amlName: identity.name,
      amlCpf: identity.cpf,
      retainUntil: yearsAfter(now, RETENTION_YEARS),
    });
  });
  // Sessions were forgotten inside the transaction; a lookup cached meanwhile (before the commit was
  // visible) is forgotten now. Other processes' lookups are caught by the round's own session check.
  forgetSessions(memberId);
  return resultOf(row);
}
