import { type Cents, FUND_TYPES, parseDecimal } from '@jl/core';
import { addDays, saoPauloDay, saoPauloDayStart, saoPauloWeekStart } from '@jl/core/dates.ts';
import type { Tx } from '../../db/client.ts';
import { type JobDefinition, jobSummary } from '../../jobs/index.ts';
import { getTeamSettings } from '../config/index.ts';
import { creditBonus, isWalletClosed } from '../wallet/index.ts';
import { agentLevelAt, payCommission, releaseAt, screenReferral, teamCashEnabled } from './team-handlers.ts';
import {
  countActive,
  insertAgentWeek,
  insertCommission,
  listAgentIds,
  listDayBets,
  listInvites,
  setCommissionCredited,
  statusesOf,
} from './team-repository.ts';
import { agentLevelFor, inviteRewardFor, isValidInvite, levelRow, shareOf } from './team-rules.ts';

const byId = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Split share (type 23): for the previous São Paulo day, a share of each level-1 and level-2
 * subordinate's valid bets, at the agent's level rates; one item (and one ledger transfer) per
 * agent and day. A flagged bettor's part is recorded as withheld, a rejected one's not at all.
 */
export const splitShareJob: JobDefinition = {
  name: 'team.split_share',
  description: "Split share (type 23) of the previous São Paulo day's valid bets, once per agent and day",
  schedule: { cron: '15 0 * * *' },
  mode: 'items',
  catchUp: 7,
  async run(ctx) {
    if (!(await teamCashEnabled(ctx.db))) return jobSummary('referralCashOff');
    const day = addDays(saoPauloDay(ctx.period), -1);
    const bets = await listDayBets(ctx.db, day);
    // A Pix account or phone bound since the last deposit can match the inviter: screen again first.
    for (const b of bets) await screenReferral(ctx.db, b.memberId, ctx.now());
    const statuses = await statusesOf(
      ctx.db,
      bets.map((b) => b.memberId),
    );
    const byAgent = new Map<bigint, { member: bigint; level: 1 | 2; bets: bigint }[]>();
    for (const b of bets) {
      const status = statuses.get(b.memberId) ?? 'ok';
      if (status === 'rejected') continue;
      for (const [agent, level] of [
        [b.level1, 1],
        [b.level2, 2],
      ] as const) {
        if (agent === null) continue;
        byAgent.set(agent, [...(byAgent.get(agent) ?? []), { member: b.memberId, level, bets: b.betCents }]);
      }
    }
    const settings = await getTeamSettings(ctx.db);
    const at = ctx.period;
    let paid = 0;
    for (const agent of [...byAgent.keys()].sort(byId)) {
      await ctx.db.transaction(async (tx) => {
        if (!(await ctx.claim(tx, `agent:${agent}`))) return;
        if (await isWalletClosed(tx, agent)) return; // a closed account earns nothing more
        const rates = levelRow(settings, await agentLevelAt(tx, agent, saoPauloDayStart(day)));
        const credited: bigint[] = [];
        let total = 0n;
        for (const part of byAgent.get(agent)!) {
          const amount = shareOf(part.bets, part.level === 1 ? rates.splitRate1 : rates.splitRate2);
          if (amount <= 0n) continue;
          const withheld = (statuses.get(part.member) ?? 'ok') === 'flagged';
          const row = await insertCommission(tx, {
            beneficiaryId: agent,
            code: FUND_TYPES.SPLIT_SHARE,
            sourceKey: `day:${day}:${part.member}`,
            sourceMemberId: part.member,
            level: part.level,
            baseCents: part.bets,
            amountCents: amount,
            status: withheld ? 'withheld' : 'credited',
            reason: withheld ? 'flagged' : null,
            createdAt: at,
          });
          if (row && !withheld) {
            credited.push(row.id);
            total += amount;
          }
        }
        if (total === 0n) return;
        const transfer = await creditBonus(tx, {
          memberId: agent,
          amount: total as Cents,
          code: FUND_TYPES.SPLIT_SHARE,
          idempotencyKey: `team:23:${agent}:day:${day}`,
          target: 'team_bonus',
          meta: { day },
          at,
        });
        await setCommissionCredited(tx, credited, transfer.transferId, releaseAt(settings, at));
        paid += 1;
      });
    }
    return jobSummary('agentsPaid', { n: paid }, day);
  },
};

/**
 * Invite rewards (type 28): at 01:00, for every level-1 invitee whose first deposit was before
 * today (São Paulo) and whose reward is unpaid: screened, and if valid, paid by the tier of the
 * first deposit, once per invitee. A flagged invite's reward is recorded as withheld.
 */
export const inviteRewardJob: JobDefinition = {
  name: 'team.invite_reward',
  description:
    'Invite rewards (type 28) for valid level-1 invites, paid at 01:00 the next day, once per invitee',
  schedule: { cron: '0 1 * * *' },
  mode: 'items',
  catchUp: 7,
  async run(ctx) {
    if (!(await teamCashEnabled(ctx.db))) return jobSummary('referralCashOff');
    const settings = await getTeamSettings(ctx.db);
    const before = saoPauloDayStart(saoPauloDay(ctx.period));
    const lines = await listInvites(ctx.db, { depositBefore: before, unpaidOnly: true });
    let paid = 0;
    for (const line of lines) {
      const member = BigInt(line.member_id);
      await ctx.db.transaction(async (trx) => {
        const tx = trx as unknown as Tx;
        if (!(await ctx.claim(tx, `invite:${member}`))) return;
        const status = await screenReferral(tx, member, ctx.now());
        if (status === 'rejected') return;
        const screened = { ...line, status };
        if (!isValidInvite(settings, { ...screened, status: 'ok' })) return;
        const base = BigInt(line.first_deposit_cents!);
        const done = await payCommission(
          tx,
          {
            beneficiaryId: BigInt(line.inviter_id),
            code: FUND_TYPES.INVITE_REWARD,
            sourceKey: `invite:${member}`,
            sourceMemberId: member,
            level: 1,
            baseCents: base,
            amountCents: inviteRewardFor(settings, base),
            at: ctx.period,
            withheld: status === 'flagged',
          },
          settings,
        );
        if (done) paid += 1;
      });
    }
    return jobSummary('inviteRewards', { n: paid });
  },
};

/**
 * The Monday job: last week's (São Paulo Monday–Sunday) active level-1 subordinates of every agent,
 * the level they give and its salary, once per (agent, week). The salary is received on Mondays.
 */
export const agentWeekJob: JobDefinition = {
  name: 'team.agent_week',
  description: "Agent levels and weekly salary from last week's active subordinates, once per agent and week",
  schedule: { cron: '10 0 * * 1' },
  mode: 'items',
  catchUp: 4,
  async run(ctx) {
    const week = addDays(saoPauloWeekStart(ctx.period), -7);
    const settings = await getTeamSettings(ctx.db);
    const rule = { daysPlayed: settings.activeDaysPlayed, recharges: settings.activeRecharges };
    const active = await countActive(ctx.db, 'all', week, addDays(week, 6), rule);
    const agents = await listAgentIds(ctx.db);
    for (const agent of agents) {
      await ctx.db.transaction(async (tx) => {
        if (!(await ctx.claim(tx, `agent:${agent}`))) return;
        const count = active.get(agent) ?? 0;
        const level = agentLevelFor(settings, count);
        await insertAgentWeek(tx, {
          agentId: agent,
          weekStart: week,
          active: count,
          level: level.level,
          salaryCents: parseDecimal(level.salary) ?? 0n,
          computedAt: ctx.now(),
        });
      });
    }
    return jobSummary('agentWeek', { n: agents.length }, week);
  },
};
