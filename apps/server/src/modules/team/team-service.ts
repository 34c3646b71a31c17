import {
  parseDecimal,
  type TeamAgent,
  type TeamIncomePage,
  type TeamIncomeStatus,
  type TeamInfo,
  type TeamInvite,
  type TeamMembersPage,
  toDecimal,
} from '@jl/core';
import { addDays, formatDateTime, saoPauloDay, saoPauloDayStart, saoPauloWeekStart } from '@jl/core/dates.ts';
import type { Executor } from '../../db/client.ts';
import { renderQr } from '../../providers/pix/index.ts';
import { findMemberById } from '../auth/index.ts';
import { getSiteConfig, getTeamSettings, getWalletSettings } from '../config/index.ts';
import { getWallet } from '../wallet/index.ts';
import { agentLevelAt, teamCashEnabled } from './team-handlers.ts';
import {
  countActive,
  countTree,
  listAgentWeeks,
  listIncome,
  listInvites,
  listSourceKeys,
  listTeamMembers,
  sumByCode,
  sumPending,
} from './team-repository.ts';
import {
  inviteRewardFor,
  isValidInvite,
  levelsOf,
  maskName,
  minFirstDeposit,
  rewardMax,
  type TeamSettings,
} from './team-rules.ts';

/** The team's read side: the team tab, members, income, agent and invite pages (docs/API.md "Team"). */

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

const cents = (text: string): bigint => parseDecimal(text) ?? 0n;
const dec = (value: bigint | string | undefined) => toDecimal(BigInt(value ?? 0));

/** The next Monday 00:00 São Paulo strictly after `now`'s day, as an instant. */
export function nextMonday(now: Date): Date {
  return saoPauloDayStart(addDays(saoPauloWeekStart(now), 7));
}

export const isMonday = (now: Date): boolean => saoPauloDay(now) === saoPauloWeekStart(now);

/** The part of the team balance that may move to the wallet: the balance minus what is still held. */
export async function teamBalances(db: Executor, memberId: bigint, now: Date) {
  const [wallet, pending] = await Promise.all([getWallet(db, memberId), sumPending(db, memberId, now)]);
  const balance = wallet.teamBonus as bigint;
  // Moves only ever take released money, so the held part never exceeds the balance; clamp anyway.
  let held = pending;
  if (held > balance) held = balance;
  return { balance, pending: held, available: balance - held };
}

async function weekActive(db: Executor, memberId: bigint, settings: TeamSettings, now: Date) {
  const week = saoPauloWeekStart(now);
  const rule = { daysPlayed: settings.activeDaysPlayed, recharges: settings.activeRecharges };
  const counts = await countActive(db, [memberId], week, addDays(week, 6), rule);
  return { week, active: counts.get(memberId) ?? 0 };
}

export async function getTeamInfo(
  db: Executor,
  memberId: bigint,
  now: Date,
  publicUrl: string,
): Promise<TeamInfo> {
  const member = await findMemberById(db, memberId);
  const settings = await getTeamSettings(db);
  const link = `${publicUrl.replace(/\/+$/, '')}/?regKey=${encodeURIComponent(member?.inviteCode ?? '')}`;
  const [tree, balances, invites, level, week, wallet, cash] = await Promise.all([
    countTree(db, memberId),
    teamBalances(db, memberId, now),
    listInvites(db, { inviterId: memberId }),
    agentLevelAt(db, memberId, now),
    weekActive(db, memberId, settings, now),
    getWalletSettings(db),
    teamCashEnabled(db),
  ]);
  return {
    invite_code: member?.inviteCode ?? '',
    invite_link: link,
    qr_image: await renderQr(link),
    level1_count: tree.level1,
    level2_count: tree.level2,
    valid_invites: invites.filter((l) => isValidInvite(settings, l)).length,
    team_balance: toDecimal(balances.balance),
    pending: toDecimal(balances.pending),
    available: toDecimal(balances.available),
    withdraw_min: toDecimal(cents(settings.withdrawMin)),
    withdraw_wager_multiplier: wallet.teamBonusWagerMultiplier,
    agent_level: level,
    week_active: week.active,
    cash: cash ? 'on' : 'br_regulated',
  };
}

export async function getTeamMembers(
  db: Executor,
  memberId: bigint,
  q: { level: number; page: number; size: number },
): Promise<TeamMembersPage> {
  const level = q.level === 2 ? 2 : 1;
  const { list, total } = await listTeamMembers(db, memberId, level, q.page, q.size);
  return {
    list: list.map((m) => ({
      name: maskName(m.name, m.phone),
      registered_at: new Date(m.created_at).toISOString(),
      first_deposit: m.first_deposit,
      contribution: dec(m.contribution),
      level,
    })),
    total,
    page: q.page,
    size: q.size,
  };
}

function statusOf(row: Record<string, unknown>, now: Date): TeamIncomeStatus {
  if (row.status === 'withheld') return 'withheld';
  const release = row.release_at ? new Date(row.release_at as string) : null;
  return release && release > now ? 'pending' : 'released';
}

export async function getTeamIncome(
  db: Executor,
  memberId: bigint,
  q: { type?: number; page: number; size: number },
  now: Date,
  t: Translate,
): Promise<TeamIncomePage> {
  const { list, totals } = await listIncome(db, memberId, q.type, q.page, q.size, now);
  return {
    list: list.map((r) => {
      const status = statusOf(r, now);
      const release = r.release_at ? new Date(r.release_at as string) : null;
      return {
        id: r.id as string,
        type: Number(r.code),
        type_label: t(`wallet:fundType.${Number(r.code)}`),
        amount: dec(r.amount as string),
        from: r.phone || r.name ? maskName((r.name as string) ?? null, (r.phone as string) ?? null) : null,
        level: r.level === null ? null : Number(r.level),
        status,
        status_label: t(`team:income.status.${status}`),
        reason:
          status === 'withheld'
            ? t('team:income.reasonFlagged')
            : status === 'pending' && release
              ? t('team:income.reasonHolding', { date: formatDateTime(release) })
              : null,
        release_at: release ? release.toISOString() : null,
        time: new Date(r.created_at as string).toISOString(),
      };
    }),
    total: Number(totals.n ?? 0),
    page: q.page,
    size: q.size,
    total_amount: dec(totals.total),
    pending_amount: dec(totals.pending),
    released_amount: dec(totals.released),
    withheld_amount: dec(totals.withheld),
  };
}

export async function getTeamAgent(db: Executor, memberId: bigint, now: Date): Promise<TeamAgent> {
  const settings = await getTeamSettings(db);
  const [weeks, current, config, cash] = await Promise.all([
    listAgentWeeks(db, memberId, Math.max(settings.seniorWeeks, 1)),
    weekActive(db, memberId, settings, now),
    getSiteConfig(db),
    teamCashEnabled(db),
  ]);
  const levels = levelsOf(settings);
  const lastStart = addDays(saoPauloWeekStart(now), -7);
  const last = weeks.find((w) => w.weekStart === lastStart) ?? null;
  const inForce = last?.level ?? 0;
  const monday = isMonday(now);
  let salaryStatus: TeamAgent['salary_status'] = 'wait';
  if (last?.receivedAt) salaryStatus = 'received';
  else if (monday && last && last.salaryCents > 0n) salaryStatus = 'claimable';
  else if (monday) salaryStatus = 'none';
  const top = levels[levels.length - 1]?.level ?? 0;
  const senior =
    weeks.length >= settings.seniorWeeks && weeks.slice(0, settings.seniorWeeks).every((w) => w.level >= top);
  const service = config.service.channels[0]?.url ?? null;
  const currentLevel = levels.filter((l) => current.active >= l.activeNeeded).pop() ?? levels[0]!;
  return {
    levels: levels.map((l) => ({
      level: l.level,
      active_needed: l.activeNeeded,
      share_rate_1: l.shareRate1,
      share_rate_2: l.shareRate2,
      split_rate_1: l.splitRate1,
      split_rate_2: l.splitRate2,
      salary: toDecimal(cents(l.salary)),
    })),
    active_rule: { days_played: settings.activeDaysPlayed, recharges: settings.activeRecharges },
    current: {
      week_start: current.week,
      active: current.active,
      level: inForce,
      salary: toDecimal(cents(currentLevel.salary)),
    },
    last: last
      ? {
          week_start: last.weekStart,
          active: last.active,
          level: last.level,
          salary: toDecimal(last.salaryCents),
        }
      : null,
    salary_status: salaryStatus,
    next_open: (monday && salaryStatus !== 'received'
      ? saoPauloDayStart(saoPauloDay(now))
      : nextMonday(now)
    ).toISOString(),
    senior_prompt: senior,
    service_url: senior ? service : null,
    cash: cash ? 'on' : 'br_regulated',
  };
}

export async function getTeamInvite(db: Executor, memberId: bigint): Promise<TeamInvite> {
  const settings = await getTeamSettings(db);
  const [lines, rewards, opened, recorded, cash] = await Promise.all([
    listInvites(db, { inviterId: memberId }),
    sumByCode(db, memberId, 28),
    listSourceKeys(db, memberId, 3),
    listSourceKeys(db, memberId, 28),
    teamCashEnabled(db),
  ]);
  const valid = lines.filter((l) => isValidInvite(settings, l));
  // Valid invites whose reward is not recorded yet: the 01:00 job pays them (the night after the deposit).
  const unpaid = valid.filter((l) => !recorded.has(`invite:${l.member_id}`));
  const dueAmount = unpaid.reduce(
    (sum, l) => sum + inviteRewardFor(settings, BigInt(l.first_deposit_cents ?? 0)),
    0n,
  );
  return {
    valid_invites: valid.length,
    invites: lines.length,
    min_first_deposit: toDecimal(minFirstDeposit(settings)),
    reward_max: toDecimal(rewardMax(settings)),
    tiers: settings.inviteTiers.map((t) => ({
      first_deposit: toDecimal(cents(t.firstDeposit)),
      reward: toDecimal(cents(t.reward)),
    })),
    rewards_paid: toDecimal(rewards.credited),
    rewards_pending: toDecimal(dueAmount),
    rewards_due: unpaid.length,
    chests: [...settings.chests]
      .sort((a, b) => a.invites - b.invites)
      .map((c, i) => ({
        chest: i + 1,
        invites_needed: c.invites,
        amount: toDecimal(cents(c.amount)),
        state: opened.has(`chest:${i + 1}`) ? 'opened' : valid.length >= c.invites ? 'openable' : 'locked',
      })),
    cash: cash ? 'on' : 'br_regulated',
  };
}
