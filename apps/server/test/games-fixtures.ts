import { type Cents, type SlotOutcome, slotOutcomeOf } from '@jl/core';
import { playFairSlot } from '@jl/games';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { unseal } from '../src/lib/seal.ts';
import { adjust } from '../src/modules/wallet/index.ts';
import type { TestApp } from './harness.ts';
import { newPlayer } from './wallet-fixtures.ts';

let keys = 0;

/** A player with a session and `cents` of withdrawable money (type 2 "add money"). */
export async function fundedPlayer(db: Db, cents: bigint): Promise<{ memberId: bigint; token: string }> {
  const player = await newPlayer(db);
  if (cents > 0n) {
    keys += 1;
    await db.transaction((tx) =>
      adjust(tx, {
        memberId: player.memberId,
        amount: cents as Cents,
        code: 2,
        reason: 'games test money',
        actorId: 1n,
        idempotencyKey: `games-test:${player.memberId}:${keys}`,
      }),
    );
  }
  return player;
}

export async function balanceOf(t: TestApp, token: string): Promise<string> {
  const answer = await t.api('GET', '/wallet/info', { token });
  return answer.data.balance as string;
}

export async function countRounds(db: Db, memberId: bigint): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from game_rounds where member_id = ${String(memberId)}::bigint`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The active server seed, read straight from the database and unsealed with the app's key (tests only:
 * players never see it until they rotate it).
 */
export async function activeServerSeed(db: Db, memberId: bigint): Promise<string> {
  return unseal(await storedServerSeed(db, memberId), `game_seeds:${memberId}`);
}

/** The active server seed's column as stored: sealed (lib/seal.ts), or plain if written before sealing. */
export async function storedServerSeed(db: Db, memberId: bigint): Promise<string> {
  const result = (await db.execute(
    sql`select server_seed from game_seeds where member_id = ${String(memberId)}::bigint and revealed_at is null`,
  )) as unknown as { rows: { server_seed: string }[] };
  return result.rows[0]!.server_seed;
}

/** Recomputes a round's wire outcome from its seeds, the way the browser's verifier does. */
export function recompute(input: {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  game: string;
  bet: string;
}): SlotOutcome {
  const betCents = BigInt(Math.round(Number(input.bet) * 100));
  const { round } = playFairSlot({
    serverSeed: input.serverSeed,
    clientSeed: input.clientSeed,
    nonce: input.nonce,
    gameCode: input.game,
    betCents,
  });
  return slotOutcomeOf(round);
}

/** Decimal string → centavos (test arithmetic). */
export const cents = (decimal: string) => BigInt(decimal.replace('.', ''));
export const decimal = (value: bigint) => {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
