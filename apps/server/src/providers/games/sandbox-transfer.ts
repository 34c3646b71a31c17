import type { Cents } from '@jl/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { GameProvider } from './game-provider.ts';
import { outcomeOf, SANDBOX_CATALOG, SANDBOX_OB } from './sandbox-catalog.ts';
import {
  launchUrl,
  type RoundInput,
  type RoundResult,
  rows,
  type SandboxContext,
  sleep,
  toCents,
} from './sandbox-context.ts';

/** The sandbox's transfer platforms: the aggregator's own books, in its own tables. */

export async function walletBalance(ex: Executor, platform: string, player: string): Promise<Cents> {
  const found = await rows<{ balance: string }>(
    ex,
    sql`select balance::text as balance from sandbox_game_wallets where platform = ${platform} and player_id = ${player}`,
  );
  return found[0] ? toCents(found[0].balance) : (0n as Cents);
}

/** A round played inside the platform, on the money moved into it. */
export async function transferRound(ctx: SandboxContext, input: RoundInput): Promise<RoundResult> {
  const { outcome, win } = outcomeOf(input.game, input.bet);
  const updated = await rows<{ balance: string }>(
    ctx.db,
    sql`update sandbox_game_wallets set balance = balance - ${String(input.bet)}::bigint + ${String(win)}::bigint,
          updated_at = now()
        where platform = ${input.platform} and player_id = ${input.player} and balance >= ${String(input.bet)}::bigint
        returning balance::text as balance`,
  );
  if (!updated[0]) {
    return {
      ok: false,
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: await walletBalance(ctx.db, input.platform, input.player),
    };
  }
  return { ok: true, outcome, win, balance: toCents(updated[0].balance), rolledBack: false };
}

async function findTransfer(ex: Executor, platform: string, reference: string) {
  const found = await rows<{ amount: string }>(
    ex,
    sql`select amount::text as amount from sandbox_game_transfers where platform = ${platform} and reference = ${reference}`,
  );
  return found[0] ? toCents(found[0].amount) : null;
}

async function misbehave(ctx: SandboxContext): Promise<void> {
  if (ctx.faults.delayMs > 0) await sleep(ctx.faults.delayMs);
}

function dropAnswer(ctx: SandboxContext): void {
  if (ctx.faults.dropAnswer) throw new Error('sandbox aggregator: answer dropped (fault switch)');
}

type Move = { reference: string; playerId: string };

/** Money into the platform, once per reference. */
async function deposit(ctx: SandboxContext, platform: string, move: Move & { amount: Cents }) {
  const { reference, playerId, amount } = move;
  await misbehave(ctx);
  const balance = await ctx.db.transaction(async (tx) => {
    const inserted = await rows(
      tx,
      sql`insert into sandbox_game_transfers (platform, player_id, reference, direction, amount)
          values (${platform}, ${playerId}, ${reference}, 'in', ${String(amount)}::bigint)
          on conflict (platform, reference) do nothing returning id`,
    );
    if (inserted.length > 0) {
      await tx.execute(
        sql`insert into sandbox_game_wallets (platform, player_id, balance) values (${platform}, ${playerId}, ${String(amount)}::bigint)
            on conflict (platform, player_id) do update set balance = sandbox_game_wallets.balance + excluded.balance, updated_at = now()`,
      );
    }
    return walletBalance(tx, platform, playerId);
  });
  dropAnswer(ctx);
  return { balance };
}

/** All the player's money out of the platform, once per reference (a replay answers the same amount). */
async function withdrawAll(ctx: SandboxContext, platform: string, { reference, playerId }: Move) {
  await misbehave(ctx);
  const amount = await ctx.db.transaction(async (tx) => {
    const done = await findTransfer(tx, platform, reference);
    if (done !== null) return done;
    const locked = await rows<{ balance: string }>(
      tx,
      sql`select balance::text as balance from sandbox_game_wallets
          where platform = ${platform} and player_id = ${playerId} for update`,
    );
    const all = locked[0] ? toCents(locked[0].balance) : (0n as Cents);
    await tx.execute(
      sql`insert into sandbox_game_transfers (platform, player_id, reference, direction, amount)
          values (${platform}, ${playerId}, ${reference}, 'out', ${String(all)}::bigint)`,
    );
    await tx.execute(
      sql`update sandbox_game_wallets set balance = 0, updated_at = now()
          where platform = ${platform} and player_id = ${playerId}`,
    );
    return all;
  });
  dropAnswer(ctx);
  return { amount };
}

export function transferProvider(ctx: SandboxContext, platform: string): GameProvider {
  return {
    platform,
    wallet: 'transfer',
    transferCodes: platform === SANDBOX_OB ? 'ob' : 'game',
    catalog: SANDBOX_CATALOG[platform]!.games,
    launchUrl: launchUrl(ctx, platform),
    deposit: (move) => deposit(ctx, platform, move),
    withdrawAll: (move) => withdrawAll(ctx, platform, move),
    async transferStatus(reference) {
      const amount = await findTransfer(ctx.db, platform, reference);
      return amount === null ? { state: 'unknown' } : { state: 'done', amount };
    },
    async listBalances() {
      const found = await rows<{ player_id: string; balance: string }>(
        ctx.db,
        sql`select player_id, balance::text as balance from sandbox_game_wallets where platform = ${platform}`,
      );
      return found.map((r) => ({ playerId: r.player_id, balance: toCents(r.balance) }));
    },
  };
}
