import type { RoundDetail, RoundPage, SlotOutcome } from '@jl/core';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { type Lang, money } from '../lobby/index.ts';
import {
  findMemberRound,
  findMemberRoundByRef,
  listMemberRounds,
  type RoundRow,
} from './rounds-repository.ts';

/**
 * The player's round history (GLI-19 game recall): every round with its outcome, the balances around
 * it and the fairness inputs; once the seed is rotated, the revealed server seed too, so the browser
 * can recompute the round with `verifyRound` of @jl/games.
 */

const nameOf = (code: string, lang: Lang) => lang.t(`games:names.${code}`);

export function roundDetailOf(row: RoundRow, lang: Lang): RoundDetail {
  return {
    round_id: String(row.id),
    game: row.gameCode,
    game_name: nameOf(row.gameCode, lang),
    version: row.gameVersion,
    bet: money(row.bet),
    win: money(row.win),
    balance_before: money(row.balanceBefore),
    balance_after: money(row.balanceAfter),
    outcome: row.outcome as SlotOutcome,
    fairness: {
      server_seed_hash: row.serverSeedHash,
      client_seed: row.clientSeed,
      nonce: Number(row.nonce),
      server_seed: row.revealedServerSeed,
    },
    created_at: row.createdAt.toISOString(),
  };
}

export async function listRounds(
  db: Db,
  memberId: bigint,
  q: { game?: string; page: number; size: number },
  lang: Lang,
): Promise<RoundPage> {
  const { rows, total } = await listMemberRounds(db, memberId, {
    game: q.game,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return {
    list: rows.map((r) => ({
      round_id: String(r.id),
      game: r.gameCode,
      game_name: nameOf(r.gameCode, lang),
      bet: money(r.bet),
      win: money(r.win),
      balance_after: money(r.balanceAfter),
      nonce: Number(r.nonce),
      feature: r.feature === 'respin' || r.feature === 'free-spins' ? r.feature : null,
      created_at: r.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    size: q.size,
  };
}

/** One of the player's rounds; another player's round answers NOT_FOUND. */
export async function getRound(
  db: Db,
  memberId: bigint,
  round: { id: bigint } | { seedId: bigint; nonce: bigint },
  lang: Lang,
): Promise<RoundDetail> {
  const row =
    'id' in round
      ? await findMemberRound(db, memberId, round.id)
      : await findMemberRoundByRef(db, memberId, round.seedId, round.nonce);
  if (!row) return refuse('NOT_FOUND');
  return roundDetailOf(row, lang);
}
