import { saoPauloDay } from '@jl/core/dates.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { DomainEvent, EventHandler } from '../../events/index.ts';
import { memberDailyStats, memberStats } from './stats-schema.ts';

type Figures = {
  rechargeCount: number;
  rechargeCents: bigint;
  firstDepositCents: bigint | null;
  firstDepositAt: Date | null;
  validBetCents: bigint;
  winCents: bigint;
  rounds: number;
};

const empty = (): Figures => ({
  rechargeCount: 0,
  rechargeCents: 0n,
  firstDepositCents: null,
  firstDepositAt: null,
  validBetCents: 0n,
  winCents: 0n,
  rounds: 0,
});

type StatsEvent = DomainEvent<'deposit.credited' | 'round.settled' | 'round.refunded'>;

/** Adds one event's figures to an accumulator (pure). */
export function addEvent(into: Figures, event: StatsEvent): void {
  switch (event.type) {
    case 'deposit.credited': {
      const amount = BigInt(event.payload.amountCents);
      into.rechargeCount += 1;
      into.rechargeCents += amount;
      if (event.payload.first && into.firstDepositCents === null) {
        into.firstDepositCents = amount;
        into.firstDepositAt = event.occurredAt;
      }
      return;
    }
    case 'round.settled':
      into.validBetCents += BigInt(event.payload.stakeCents);
      into.winCents += BigInt(event.payload.winCents);
      into.rounds += 1;
      return;
    case 'round.refunded':
      into.validBetCents -= BigInt(event.payload.stakeCents);
      return;
  }
}

/** Folds a batch into per (member, São Paulo day) and per member figures, in a stable order. */
export function foldEvents(events: readonly StatsEvent[]) {
  const daily = new Map<string, { memberId: bigint; day: string; figures: Figures }>();
  const totals = new Map<bigint, Figures>();
  for (const event of events) {
    if (event.memberId === null) continue;
    const day = saoPauloDay(event.occurredAt);
    const key = `${event.memberId}:${day}`;
    const row = daily.get(key) ?? { memberId: event.memberId, day, figures: empty() };
    daily.set(key, row);
    addEvent(row.figures, event);
    const total = totals.get(event.memberId) ?? empty();
    totals.set(event.memberId, total);
    addEvent(total, event);
  }
  const byMember = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    daily: [...daily.values()].sort((a, b) => byMember(a.memberId, b.memberId) || a.day.localeCompare(b.day)),
    totals: [...totals.entries()].sort(([a], [b]) => byMember(a, b)),
  };
}

async function upsertDaily(tx: Tx, rows: ReturnType<typeof foldEvents>['daily']): Promise<void> {
  if (rows.length === 0) return;
  const t = memberDailyStats;
  await tx
    .insert(t)
    .values(
      rows.map(({ memberId, day, figures: f }) => ({
        memberId,
        day,
        rechargeCount: f.rechargeCount,
        rechargeCents: f.rechargeCents,
        firstDepositCents: f.firstDepositCents,
        validBetCents: f.validBetCents,
        winCents: f.winCents,
        rounds: f.rounds,
      })),
    )
    .onConflictDoUpdate({
      target: [t.memberId, t.day],
      set: {
        rechargeCount: sql`${t.rechargeCount} + excluded.recharge_count`,
        rechargeCents: sql`${t.rechargeCents} + excluded.recharge_cents`,
        firstDepositCents: sql`coalesce(${t.firstDepositCents}, excluded.first_deposit_cents)`,
        validBetCents: sql`${t.validBetCents} + excluded.valid_bet_cents`,
        winCents: sql`${t.winCents} + excluded.win_cents`,
        rounds: sql`${t.rounds} + excluded.rounds`,
      },
    });
}

async function upsertTotals(tx: Tx, rows: ReturnType<typeof foldEvents>['totals']): Promise<void> {
  if (rows.length === 0) return;
  const t = memberStats;
  await tx
    .insert(t)
    .values(rows.map(([memberId, f]) => ({ memberId, ...f, rounds: BigInt(f.rounds) })))
    .onConflictDoUpdate({
      target: t.memberId,
      set: {
        rechargeCount: sql`${t.rechargeCount} + excluded.recharge_count`,
        rechargeCents: sql`${t.rechargeCents} + excluded.recharge_cents`,
        firstDepositCents: sql`coalesce(${t.firstDepositCents}, excluded.first_deposit_cents)`,
        firstDepositAt: sql`coalesce(${t.firstDepositAt}, excluded.first_deposit_at)`,
        validBetCents: sql`${t.validBetCents} + excluded.valid_bet_cents`,
        winCents: sql`${t.winCents} + excluded.win_cents`,
        rounds: sql`${t.rounds} + excluded.rounds`,
      },
    });
}

/**
 * Keeps `member_daily_stats` and `member_stats` from deposits and rounds. A batch of events becomes
 * two multi-row upserts (rows in member id order, so concurrent dispatchers cannot deadlock).
 */
export const statsHandler: EventHandler<'deposit.credited' | 'round.settled' | 'round.refunded'> = {
  name: 'stats',
  types: ['deposit.credited', 'round.settled', 'round.refunded'],
  async apply(tx, events) {
    const { daily, totals } = foldEvents(events);
    await upsertDaily(tx, daily);
    await upsertTotals(tx, totals);
  },
};
