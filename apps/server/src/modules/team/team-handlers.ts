import { type Cents, FUND_TYPES } from '@jl/core';
import { addDays, saoPauloWeekStart } from '@jl/core/dates.ts';
import type { Executor, Tx } from '../../db/client.ts';
import type { EventHandler } from '../../events/index.ts';
import { findMemberById } from '../auth/index.ts';
import { getSiteConfig, getTeamSettings } from '../config/index.ts';
import { creditBonus, isWalletClosed } from '../wallet/index.ts';
import {
  findAgentWeek,
  findIdentityMatches,
  findReferral,
  flagReferral,
  insertCommission,
  insertReferral,
  setCommissionCredited,
} from './team-repository.ts';
import { levelRow, shareOf, type TeamSettings } from './team-rules.ts';
import { findUplines } from './team-tree.ts';

/** br-regulated switches referral cash off at the server (docs/COMPLIANCE.md "What `br-regulated` adds"). */
export async function teamCashEnabled(db: Executor): Promise<boolean> {
  return (await getSiteConfig(db)).compliance.profile !== 'br-regulated';
}

/** Commissions wait this long in `team_bonus` before they can be moved to the wallet. */
export function releaseAt(settings: TeamSettings, at: Date): Date {
  return new Date(at.getTime() + settings.holdingHours * 3_600_000);
}

/** The agent level in force at `at`: the one the Monday job computed for the week before. */
export async function agentLevelAt(db: Executor, agentId: bigint, at: Date): Promise<number> {
  const week = await findAgentWeek(db, agentId, addDays(saoPauloWeekStart(at), -7));
  return week?.level ?? 0;
}

/**
 * Screens a referral against its inviter and the inviter's other referrals (CPF, Pix key, phone,
 * registration IP + device, as configured) and flags it on a match. Returns its status after. Run at
 * registration, at each deposit, before each day's split share and before an invite reward.
 */
export async function screenReferral(tx: Executor, memberId: bigint, at: Date): Promise<string> {
  let referral = await findReferral(tx, memberId);
  if (!referral) {
    // Registered before the team module kept these rows: screen what is known (no device).
    const member = await findMemberById(tx, memberId);
    if (!member?.inviterId) return 'ok';
    await insertReferral(tx, {
      memberId,
      inviterId: member.inviterId,
      regIp: member.regIp,
      regDevice: null,
      registeredAt: member.createdAt,
    });
    referral = await findReferral(tx, memberId);
  }
  if (!referral?.inviterId) return referral?.status ?? 'ok';
  if (referral.status !== 'ok') return referral.status;
  const settings = await getTeamSettings(tx);
  const reasons = (await findIdentityMatches(tx, memberId, referral.inviterId)).filter((r) =>
    settings.fraudChecks.includes(r),
  );
  if (reasons.length === 0) return 'ok';
  await flagReferral(tx, memberId, reasons, at);
  return 'flagged';
}

export type Commission = {
  beneficiaryId: bigint;
  code: 3 | 4 | 5 | 23 | 28;
  sourceKey: string;
  sourceMemberId: bigint | null;
  level: number | null;
  baseCents: bigint | null;
  amountCents: bigint;
  at: Date;
  /** Referral flagged: the row is kept as withheld and no money moves. */
  withheld: boolean;
};

/** The ledger key of one commission row's own credit (also used when a withheld one is cleared). */
export const commissionKey = (c: { code: number; beneficiaryId: bigint; sourceKey: string }) =>
  `team:${c.code}:${c.beneficiaryId}:${c.sourceKey}`;

/**
 * Records a commission once (unique per code, beneficiary and source) and, unless withheld, credits
 * it to the beneficiary's `team_bonus` from `referral_expense` in the same transaction; nothing for a
 * closed account. Invariant:
 * the row and the credit commit together; a replay finds the row and moves nothing.
 */
export async function payCommission(tx: Tx, c: Commission, settings: TeamSettings): Promise<boolean> {
  if (c.amountCents <= 0n) return false;
  // A closed account earns nothing more: no row, no money (its team bonus was forfeited at closure).
  if (await isWalletClosed(tx, c.beneficiaryId)) return false;
  const row = await insertCommission(tx, {
    beneficiaryId: c.beneficiaryId,
    code: c.code,
    sourceKey: c.sourceKey,
    sourceMemberId: c.sourceMemberId,
    level: c.level,
    baseCents: c.baseCents,
    amountCents: c.amountCents,
    status: c.withheld ? 'withheld' : 'credited',
    reason: c.withheld ? 'flagged' : null,
    createdAt: c.at,
  });
  if (!row || c.withheld) return row !== null;
  const transfer = await creditBonus(tx, {
    memberId: c.beneficiaryId,
    amount: c.amountCents as Cents,
    code: c.code,
    idempotencyKey: commissionKey(c),
    target: 'team_bonus',
    meta: { source: c.sourceKey, level: c.level },
    at: c.at,
  });
  const held = c.code === 3 || c.code === 5 ? null : releaseAt(settings, c.at);
  await setCommissionCredited(tx, [row.id], transfer.transferId, held);
  return true;
}

/** Keeps a row per registered member (IP, device) and screens an invited one at once. */
export const teamRegisteredHandler: EventHandler<'member.registered'> = {
  name: 'team.registered',
  types: ['member.registered'],
  async apply(tx, events) {
    for (const event of events) {
      if (event.memberId === null) continue;
      const { inviterId, ip, device } = event.payload;
      await insertReferral(tx, {
        memberId: event.memberId,
        inviterId: inviterId === null ? null : BigInt(inviterId),
        regIp: ip,
        regDevice: device,
        registeredAt: event.occurredAt,
      });
      if (inviterId !== null) await screenReferral(tx, event.memberId, event.occurredAt);
    }
  },
};

/**
 * Profit share (type 4): a share of each credited deposit of a level-1 or level-2 subordinate, at the
 * rate of the agent's level in force, once per (deposit, beneficiary). A flagged depositor's shares
 * are recorded as withheld, a rejected one's not at all. Nothing is paid while referral cash is off (br-regulated).
 */
export const teamProfitShareHandler: EventHandler<'deposit.credited'> = {
  name: 'team.profit_share',
  types: ['deposit.credited'],
  async apply(tx, events) {
    if (!(await teamCashEnabled(tx))) return;
    const settings = await getTeamSettings(tx);
    for (const event of events) {
      if (event.memberId === null) continue;
      const { level1, level2 } = await findUplines(tx, event.memberId);
      if (level1 === null) continue;
      const status = await screenReferral(tx, event.memberId, event.occurredAt);
      if (status === 'rejected') continue;
      const base = BigInt(event.payload.amountCents);
      const uplines: [bigint | null, 1 | 2][] = [
        [level1, 1],
        [level2, 2],
      ];
      for (const [beneficiaryId, level] of uplines) {
        if (beneficiaryId === null) continue;
        const row = levelRow(settings, await agentLevelAt(tx, beneficiaryId, event.occurredAt));
        await payCommission(
          tx,
          {
            beneficiaryId,
            code: FUND_TYPES.PROFIT_SHARE,
            sourceKey: `dep:${event.payload.orderNo}`,
            sourceMemberId: event.memberId,
            level,
            baseCents: base,
            amountCents: shareOf(base, level === 1 ? row.shareRate1 : row.shareRate2),
            at: event.occurredAt,
            withheld: status === 'flagged',
          },
          settings,
        );
      }
    }
  },
};
