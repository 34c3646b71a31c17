import type { Cents } from '@jl/core';
import { openDatabase } from '../src/db/client.ts';
import { recordEvent } from '../src/events/index.ts';
import { DEFAULT_SETTINGS, updateSettingsSection } from '../src/modules/config/index.ts';
import { adjust, placeStake } from '../src/modules/wallet/index.ts';

/**
 * What the production smokes (smoke-production.ts, deploy-smoke.ts) do on the database before a
 * withdrawal: VIP 2 needs R$ 100 recharged and R$ 1.000 of valid bets, so R$ 1.000 is credited and
 * staked in ten settled rounds that won nothing, as the games module records them (stake +
 * `round.settled`); and the withdrawal window is opened all day, so the smoke passes whatever the São
 * Paulo hour is. The server's outbox poller then applies the rounds to the player's VIP level.
 */
export async function makeEligibleForWithdrawal(databaseUrl: string, memberId: bigint): Promise<void> {
  const database = openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  try {
    await database.db.transaction((tx) =>
      adjust(tx, {
        memberId,
        amount: 100_000n as Cents,
        code: 2,
        reason: 'smoke: stake money',
        actorId: 0n,
        idempotencyKey: `smoke:cash:${memberId}`,
      }),
    );
    for (let i = 0; i < 10; i++) {
      const roundId = crypto.randomUUID();
      await database.db.transaction(async (tx) => {
        await placeStake(tx, { memberId, amount: 10_000n as Cents, platform: 'originals', roundId });
        const payload = { roundId, platform: 'originals', game: 'smoke', stakeCents: '10000', winCents: '0' };
        await recordEvent(tx, 'round.settled', memberId, payload, new Date());
      });
    }
    // start = end: open all day.
    await updateSettingsSection(database.db, 'withdraw', {
      ...DEFAULT_SETTINGS.withdraw,
      windowStart: '00:00',
      windowEnd: '00:00',
    });
  } finally {
    await database.close();
  }
}
