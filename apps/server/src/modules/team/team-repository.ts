import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { members } from '../auth/index.ts';
import { rechargeInfo } from '../payments/index.ts';
import { memberDailyStats, memberStats } from '../stats/index.ts';
import { withdrawAccounts, withdrawHolders } from '../withdraw/index.ts';
import { teamAgentWeeks, teamCommissions, teamReferrals } from './team-schema.ts';

/**
 * The team's SQL. The referral tree is the accounts' `inviter_id` (auth); pages of subordinates with
 * their name (payments) and first deposit (stats), the identity matches (payments, withdraw) and the
 * daily activity (stats) join those modules' typed tables, declared in the team's manifest. Writes
 * only to the team's own tables.
 */

/** The accounts (auth) as `m`, their inviter as `p`. */
const m = alias(members, 'm');
const p = alias(members, 'p');
const ri = alias(rechargeInfo, 'ri');
const s = alias(memberStats, 's');
const d = alias(memberDailyStats, 'd');

type Raw = Record<string, unknown>;
export type ReferralRow = typeof teamReferrals.$inferSelect;
export type CommissionRow = typeof teamCommissions.$inferSelect;
export type AgentWeekRow = typeof teamAgentWeeks.$inferSelect;

async function rows<T = Raw>(db: Executor, statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

const id = (value: bigint) => sql`${String(value)}::bigint`;

export async function insertReferral(tx: Executor, row: typeof teamReferrals.$inferInsert): Promise<void> {
  await tx.insert(teamReferrals).values(row).onConflictDoNothing();
}

export async function findReferral(db: Executor, memberId: bigint): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(teamReferrals).where(eq(teamReferrals.memberId, memberId));
  return row;
}

/** Flags a referral that is still `ok`; false when it was not (already flagged or reviewed). */
export async function flagReferral(tx: Executor, memberId: bigint, reasons: string[], at: Date) {
  const updated = await tx
    .update(teamReferrals)
    .set({ status: 'flagged', reasons, flaggedAt: at })
    .where(and(eq(teamReferrals.memberId, memberId), eq(teamReferrals.status, 'ok')))
    .returning({ memberId: teamReferrals.memberId });
  return updated.length > 0;
}

/** Staff decision on a flagged referral, under its row lock; null when it is not flagged any more. */
export async function reviewReferral(
  tx: Executor,
  memberId: bigint,
  decision: { status: 'cleared' | 'rejected'; staffId: bigint; note: string; at: Date },
): Promise<ReferralRow | null> {
  const [row] = await tx
    .update(teamReferrals)
    .set({
      status: decision.status,
      reviewedBy: decision.staffId,
      reviewedAt: decision.at,
      note: decision.note,
    })
    .where(and(eq(teamReferrals.memberId, memberId), eq(teamReferrals.status, 'flagged')))
    .returning();
  return row ?? null;
}

/**
 * What matched between a referral and its inviter or the inviter's other referrals: CPF (recharge
 * info or withdrawal holder), Pix key, phone (login phone, recharge and withdrawal mobiles), and the
 * registration IP and device together.
 */
export async function findIdentityMatches(
  db: Executor,
  memberId: bigint,
  inviterId: bigint,
): Promise<string[]> {
  const found = await rows<{ kind: string }>(
    db,
    sql`with circle as (
          select ${id(inviterId)} as member_id
          union select ${members.id} from ${members}
            where ${members.inviterId} = ${id(inviterId)} and ${members.id} <> ${id(memberId)}
        ), idents as (
          select ${rechargeInfo.memberId} as member_id, 'cpf' as kind, ${rechargeInfo.cpf} as value
            from ${rechargeInfo}
          union all select ${withdrawHolders.memberId}, 'cpf', ${withdrawHolders.cpf} from ${withdrawHolders}
          union all select ${withdrawAccounts.memberId}, 'pix', ${withdrawAccounts.pixKey} from ${withdrawAccounts}
          union all select ${members.id}, 'phone', ${members.phone} from ${members}
          union all select ${rechargeInfo.memberId}, 'phone', ${rechargeInfo.mobile} from ${rechargeInfo}
          union all select ${withdrawAccounts.memberId}, 'phone', ${withdrawAccounts.mobile} from ${withdrawAccounts}
            where ${withdrawAccounts.mobile} is not null
          union all select member_id, 'ip_device', reg_ip || '|' || reg_device from team_referrals
            where reg_ip is not null and reg_device is not null
        )
        select distinct mine.kind from idents mine
        join idents other on other.kind = mine.kind and other.value = mine.value
        where mine.member_id = ${id(memberId)} and other.member_id in (select member_id from circle)`,
  );
  return found.map((r) => r.kind).sort();
}

export async function insertCommission(
  tx: Executor,
  row: typeof teamCommissions.$inferInsert,
): Promise<CommissionRow | null> {
  const [saved] = await tx
    .insert(teamCommissions)
    .values(row)
    .onConflictDoNothing({
      target: [teamCommissions.code, teamCommissions.beneficiaryId, teamCommissions.sourceKey],
    })
    .returning();
  return saved ?? null;
}

export async function setCommissionCredited(
  tx: Executor,
  ids: bigint[],
  transferId: bigint,
  releaseAt: Date | null,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(teamCommissions)
    .set({ status: 'credited', transferId, releaseAt, reason: null })
    .where(sql`${teamCommissions.id} in (${sql.join(ids.map(id), sql`, `)})`);
}

/** Withheld commissions of one referral (to credit when cleared, void when rejected), oldest first. */
export async function listWithheldFrom(tx: Executor, sourceMemberId: bigint): Promise<CommissionRow[]> {
  return tx
    .select()
    .from(teamCommissions)
    .where(and(eq(teamCommissions.sourceMemberId, sourceMemberId), eq(teamCommissions.status, 'withheld')))
    .orderBy(teamCommissions.id)
    .for('update');
}

export async function voidWithheldFrom(tx: Executor, sourceMemberId: bigint): Promise<void> {
  await tx
    .update(teamCommissions)
    .set({ status: 'void', reason: 'rejected' })
    .where(and(eq(teamCommissions.sourceMemberId, sourceMemberId), eq(teamCommissions.status, 'withheld')));
}

/** Credited commissions of the member still in their holding period. */
export async function sumPending(db: Executor, memberId: bigint, now: Date): Promise<bigint> {
  const [row] = await rows<{ s: string }>(
    db,
    sql`select coalesce(sum(amount_cents), 0)::text as s from team_commissions
        where beneficiary_id = ${id(memberId)} and status = 'credited'
          and release_at > ${now.toISOString()}::timestamptz`,
  );
  return BigInt(row?.s ?? 0);
}

/** Serialises a member's team-bonus moves (PostgreSQL and PGlite): released balance read under it. */
export async function lockTeamBalance(tx: Executor, memberId: bigint): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7301, ${Number(memberId % 2147483647n)}::int)`);
}

export async function countTree(db: Executor, memberId: bigint): Promise<{ level1: number; level2: number }> {
  const [row] = await rows<{ l1: string; l2: string }>(
    db,
    sql`select (select count(*) from ${members} where ${members.inviterId} = ${id(memberId)})::text as l1,
               (select count(*) from ${members} ${m} join ${members} ${p} on ${p.id} = ${m.inviterId}
                 where ${p.inviterId} = ${id(memberId)})::text as l2`,
  );
  return { level1: Number(row?.l1 ?? 0), level2: Number(row?.l2 ?? 0) };
}

export type MemberLine = {
  id: string;
  phone: string;
  name: string | null;
  created_at: string;
  first_deposit: boolean;
  contribution: string;
};

/** One page of the member's level-1 or level-2 subordinates, newest first, with their contribution. */
export async function listTeamMembers(
  db: Executor,
  memberId: bigint,
  level: 1 | 2,
  page: number,
  size: number,
): Promise<{ list: MemberLine[]; total: number }> {
  const scope =
    level === 1
      ? sql`${m.inviterId} = ${id(memberId)}`
      : sql`${m.inviterId} in (select ${members.id} from ${members} where ${members.inviterId} = ${id(memberId)})`;
  const [count] = await rows<{ n: string }>(
    db,
    sql`select count(*)::text as n from ${members} ${m} where ${scope}`,
  );
  const list = await rows<MemberLine>(
    db,
    sql`select ${m.id}::text as id, ${m.phone} as phone, ${ri.name} as name,
          to_json(${m.createdAt})#>>'{}' as created_at,
          (${s.firstDepositCents} is not null) as first_deposit,
          coalesce((select sum(c.amount_cents) from team_commissions c
                    where c.beneficiary_id = ${id(memberId)} and c.source_member_id = ${m.id}
                      and c.status = 'credited'), 0)::text as contribution
        from ${members} ${m}
        left join ${rechargeInfo} ${ri} on ${ri.memberId} = ${m.id}
        left join ${memberStats} ${s} on ${s.memberId} = ${m.id}
        where ${scope}
        order by ${m.id} desc
        limit ${size} offset ${(page - 1) * size}`,
  );
  return { list, total: Number(count?.n ?? 0) };
}

export type IncomeLine = CommissionRow & { phone: string | null; name: string | null };

export async function listIncome(
  db: Executor,
  memberId: bigint,
  code: number | undefined,
  page: number,
  size: number,
  now: Date,
) {
  const filter = code === undefined ? sql`true` : sql`c.code = ${code}`;
  const where = sql`c.beneficiary_id = ${id(memberId)} and c.status <> 'void' and ${filter}`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [totals] = await rows<Record<string, string>>(
    db,
    sql`select count(*)::text as n, coalesce(sum(amount_cents), 0)::text as total,
          coalesce(sum(amount_cents) filter (where status = 'credited' and release_at > ${at}), 0)::text as pending,
          coalesce(sum(amount_cents) filter (where status = 'credited' and (release_at is null or release_at <= ${at})), 0)::text as released,
          coalesce(sum(amount_cents) filter (where status = 'withheld'), 0)::text as withheld
        from team_commissions c where ${where}`,
  );
  const list = await rows<Raw>(
    db,
    sql`select c.id::text as id, c.code, c.amount_cents::text as amount, c.status, c.reason, c.level,
          to_json(c.release_at)#>>'{}' as release_at, to_json(c.created_at)#>>'{}' as created_at,
          ${m.phone} as phone, ${ri.name} as name
        from team_commissions c
        left join ${members} ${m} on ${m.id} = c.source_member_id
        left join ${rechargeInfo} ${ri} on ${ri.memberId} = c.source_member_id
        where ${where}
        order by c.id desc
        limit ${size} offset ${(page - 1) * size}`,
  );
  return { list, totals: totals ?? {} };
}

/** Sum and count of commissions of one code for the member, by status. */
export async function sumByCode(db: Executor, memberId: bigint, code: number) {
  const [row] = await rows<{ credited: string; withheld: string }>(
    db,
    sql`select coalesce(sum(amount_cents) filter (where status = 'credited'), 0)::text as credited,
               coalesce(sum(amount_cents) filter (where status = 'withheld'), 0)::text as withheld
        from team_commissions where beneficiary_id = ${id(memberId)} and code = ${code}`,
  );
  return { credited: BigInt(row?.credited ?? 0), withheld: BigInt(row?.withheld ?? 0) };
}

/** Source keys of the member's rows of one code (chests opened `chest:<n>`, invites `invite:<m>`). */
export async function listSourceKeys(db: Executor, memberId: bigint, code: number): Promise<Set<string>> {
  const found = await db
    .select({ key: teamCommissions.sourceKey })
    .from(teamCommissions)
    .where(and(eq(teamCommissions.beneficiaryId, memberId), eq(teamCommissions.code, code)));
  return new Set(found.map((r) => r.key));
}

export type InviteLine = {
  member_id: string;
  inviter_id: string;
  first_deposit_cents: string | null;
  first_deposit_at: string | null;
  cpf_bound: boolean;
  status: string;
};

/**
 * Level-1 invitees with what makes an invite valid: CPF bound (recharge info or withdrawal holder),
 * first deposit and its time, screening status (no row: registered before the team module, `ok`).
 * For one inviter, or for every inviter whose invitee made a first deposit before `before`.
 */
export async function listInvites(
  db: Executor,
  scope: { inviterId: bigint } | { depositBefore: Date; unpaidOnly: true },
): Promise<InviteLine[]> {
  const where =
    'inviterId' in scope
      ? sql`${m.inviterId} = ${id(scope.inviterId)}`
      : sql`${m.inviterId} is not null and ${s.firstDepositAt} < ${scope.depositBefore.toISOString()}::timestamptz
            and not exists (select 1 from team_commissions c where c.code = 28
                              and c.beneficiary_id = ${m.inviterId} and c.source_key = 'invite:' || ${m.id}::text)`;
  return rows<InviteLine>(
    db,
    sql`select ${m.id}::text as member_id, ${m.inviterId}::text as inviter_id,
          ${s.firstDepositCents}::text as first_deposit_cents,
          to_json(${s.firstDepositAt})#>>'{}' as first_deposit_at,
          (exists (select 1 from ${rechargeInfo} where ${rechargeInfo.memberId} = ${m.id})
            or exists (select 1 from ${withdrawHolders} where ${withdrawHolders.memberId} = ${m.id})) as cpf_bound,
          coalesce(r.status, 'ok') as status
        from ${members} ${m}
        left join ${memberStats} ${s} on ${s.memberId} = ${m.id}
        left join team_referrals r on r.member_id = ${m.id}
        where ${where}
        order by ${m.id}`,
  );
}

/**
 * Active level-1 subordinates of each agent over the São Paulo days [fromDay, toDay]: played on
 * `daysPlayed` days or recharged `recharges` times (per-player daily stats).
 */
export async function countActive(
  db: Executor,
  agentIds: bigint[] | 'all',
  fromDay: string,
  toDay: string,
  rule: { daysPlayed: number; recharges: number },
): Promise<Map<bigint, number>> {
  const scope =
    agentIds === 'all'
      ? sql`${m.inviterId} is not null`
      : agentIds.length === 0
        ? sql`false`
        : sql`${m.inviterId} in (${sql.join(agentIds.map(id), sql`, `)})`;
  const found = await rows<{ agent: string; n: string }>(
    db,
    sql`select a.agent, count(*)::text as n from (
          select ${m.inviterId}::text as agent
          from ${members} ${m} join ${memberDailyStats} ${d} on ${d.memberId} = ${m.id}
          where ${scope} and ${d.day} between ${fromDay} and ${toDay}
          group by ${m.inviterId}, ${m.id}
          having count(*) filter (where ${d.rounds} > 0) >= ${rule.daysPlayed}
              or coalesce(sum(${d.rechargeCount}), 0) >= ${rule.recharges}
        ) a group by a.agent`,
  );
  return new Map(found.map((r) => [BigInt(r.agent), Number(r.n)]));
}

/** Every member with at least one level-1 subordinate. */
export async function listAgentIds(db: Executor): Promise<bigint[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select distinct ${members.inviterId}::text as id from ${members}
        where ${members.inviterId} is not null order by 1`,
  );
  return found.map((r) => BigInt(r.id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Valid bets of the day per bettor who has an inviter, with their inviter and the inviter's inviter. */
export async function listDayBets(db: Executor, day: string) {
  const found = await rows<{ member: string; l1: string; l2: string | null; bets: string }>(
    db,
    sql`select ${d.memberId}::text as member, ${m.inviterId}::text as l1, ${p.inviterId}::text as l2,
          ${d.validBetCents}::text as bets
        from ${memberDailyStats} ${d}
        join ${members} ${m} on ${m.id} = ${d.memberId}
        join ${members} ${p} on ${p.id} = ${m.inviterId}
        where ${d.day} = ${day} and ${d.validBetCents} > 0
        order by ${d.memberId}`,
  );
  return found.map((r) => ({
    memberId: BigInt(r.member),
    level1: BigInt(r.l1),
    level2: r.l2 === null ? null : BigInt(r.l2),
    betCents: BigInt(r.bets),
  }));
}

/** Screening status of several members (missing rows: `ok`). */
export async function statusesOf(db: Executor, memberIds: bigint[]): Promise<Map<bigint, string>> {
  if (memberIds.length === 0) return new Map();
  const found = await rows<{ m: string; status: string }>(
    db,
    sql`select member_id::text as m, status from team_referrals
        where member_id in (${sql.join(memberIds.map(id), sql`, `)})`,
  );
  return new Map(found.map((r) => [BigInt(r.m), r.status]));
}

export async function insertAgentWeek(tx: Executor, row: typeof teamAgentWeeks.$inferInsert) {
  await tx.insert(teamAgentWeeks).values(row).onConflictDoNothing();
}

export async function listAgentWeeks(db: Executor, agentId: bigint, limit: number): Promise<AgentWeekRow[]> {
  return db
    .select()
    .from(teamAgentWeeks)
    .where(eq(teamAgentWeeks.agentId, agentId))
    .orderBy(desc(teamAgentWeeks.weekStart))
    .limit(limit);
}

export async function findAgentWeek(db: Executor, agentId: bigint, weekStart: string) {
  const [row] = await db
    .select()
    .from(teamAgentWeeks)
    .where(and(eq(teamAgentWeeks.agentId, agentId), eq(teamAgentWeeks.weekStart, weekStart)));
  return row;
}

/** Marks the week's salary received; false when it already was (the concurrent twin won). */
export async function markSalaryReceived(tx: Executor, agentId: bigint, weekStart: string, at: Date) {
  const updated = await tx
    .update(teamAgentWeeks)
    .set({ receivedAt: at })
    .where(
      and(
        eq(teamAgentWeeks.agentId, agentId),
        eq(teamAgentWeeks.weekStart, weekStart),
        sql`${teamAgentWeeks.receivedAt} is null`,
      ),
    )
    .returning({ agentId: teamAgentWeeks.agentId });
  return updated.length > 0;
}

export async function setWeekTransfer(tx: Executor, agentId: bigint, weekStart: string, transferId: bigint) {
  await tx
    .update(teamAgentWeeks)
    .set({ transferId })
    .where(and(eq(teamAgentWeeks.agentId, agentId), eq(teamAgentWeeks.weekStart, weekStart)));
}
