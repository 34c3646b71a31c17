import { refuse } from '../../lib/app-error.ts';
import type { StaffCtx } from '../admin/index.ts';
import { audit } from '../admin/index.ts';
import {
  findMemberById,
  listRecentSessions,
  type MemberAccessAction,
  setMemberAccess,
} from '../auth/index.ts';
import { findClosure } from '../closure/index.ts';
import { findRechargeInfo } from '../payments/index.ts';
import { listWithdrawAccounts } from '../withdraw/index.ts';
import { iso, statusOf, summaryView } from './players-summary.ts';

/**
 * One player's page, each fact from the module that owns it: the account and its sessions (auth), the
 * recharge info's name, CPF and e-mail (payments), the CPF of the first withdrawal account for a
 * player without recharge info (withdraw), the closure (closure). The read is audited.
 */

const SESSIONS_SHOWN = 20;

const maskEmail = (email: string) => email.replace(/^(.).*(@.*)$/, '$1***$2');

export async function getPlayerDetail(ctx: StaffCtx, memberId: bigint) {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) refuse('NOT_FOUND');
  const [info, accounts, closure, sessions] = await Promise.all([
    findRechargeInfo(ctx.db, memberId),
    listWithdrawAccounts(ctx.db, memberId),
    findClosure(ctx.db, memberId),
    listRecentSessions(ctx.db, memberId, SESSIONS_SHOWN),
  ]);
  await audit(ctx.db, {
    staffId: ctx.principal.id,
    action: 'player.view',
    targetType: 'member',
    targetId: String(memberId),
    ip: ctx.ip,
    at: ctx.now,
  });
  const full = ctx.principal.role === 'owner' || ctx.principal.role === 'finance';
  const summary = summaryView(ctx.principal.role, {
    id: String(member.id),
    phone: member.phone,
    status: member.status,
    vip_level: member.vipLevel,
    created_at: member.createdAt,
    last_login_at: member.lastLoginAt,
    name: info?.name ?? null,
    cpf: info?.cpf ?? accounts[0]?.cpf ?? null,
    closed_at: closure?.closedAt ?? null,
    closed_by_staff_id: closure?.closedByStaffId == null ? null : String(closure.closedByStaffId),
    minimised_at: closure?.minimisedAt ?? null,
  });
  return {
    player: {
      ...summary,
      nickname: member.nickname,
      email: !info?.email ? null : full ? info.email : maskEmail(info.email),
      invite_code: member.inviteCode,
      inviter_id: member.inviterId === null ? null : String(member.inviterId),
      reg_ip: member.regIp,
    },
    sessions: sessions.map((s) => ({
      id: String(s.id),
      ip: s.ip,
      user_agent: s.userAgent,
      created_at: iso(s.createdAt)!,
      last_seen_at: iso(s.lastSeenAt)!,
      expires_at: iso(s.expiresAt)!,
      ended_at: iso(s.revokedAt),
      end_reason: s.revokeReason,
      active: s.revokedAt === null && s.expiresAt > ctx.now,
    })),
  };
}

/**
 * Ends the player's sessions (`end-sessions`), or locks / unlocks the account (auth's
 * `setMemberAccess`). The change and its audit row commit together.
 */
export async function actOnPlayer(
  ctx: StaffCtx,
  memberId: bigint,
  action: MemberAccessAction,
  reason: string,
) {
  return ctx.db.transaction(async (tx) => {
    const { before, after, ended } = await setMemberAccess(tx, memberId, action, ctx.now);
    await audit(tx, {
      staffId: ctx.principal.id,
      action: `player.${action}`,
      targetType: 'member',
      targetId: String(memberId),
      detail: { reason, sessionsEnded: ended, before: { status: before }, after: { status: after } },
      ip: ctx.ip,
      at: ctx.now,
    });
    return { status: statusOf(after), sessions_ended: ended };
  });
}
