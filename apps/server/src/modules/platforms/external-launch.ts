import type { LaunchResult } from '@jl/core';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import {
  GAME_SESSION_TTL_MS,
  type GameRow,
  type LaunchInput,
  recordLaunch,
  signGameSession,
} from '../lobby/index.ts';
import { moveIntoPlatform } from './transfer-service.ts';

/**
 * Opens a game of an external platform: signs the same 30-minute session as the originals (the
 * platform sends it back with each bet), and on a transfer platform first moves the player's
 * withdrawable cash into it (types 24 or 8). The webview frames the platform's page.
 */
export async function launchExternal(db: Db, game: GameRow, input: LaunchInput): Promise<LaunchResult> {
  const provider = input.external.providers.get(game.platform);
  if (!provider || !game.providerGameId) return refuse('GAME_DISABLED');
  if (provider.wallet === 'transfer') {
    await moveIntoPlatform({ db, provider, now: input.external.nowFn }, input.memberId);
  }
  await recordLaunch(db, input.memberId, game.id, input.now);
  const expiresAt = new Date(input.now.getTime() + GAME_SESSION_TTL_MS);
  const session = signGameSession(input.secret, { memberId: input.memberId, gameCode: game.code, expiresAt });
  const query = new URLSearchParams({
    game: game.code,
    session,
    external: provider.wallet,
    gid: String(game.id),
  });
  return {
    url: `/components/pages/game/webview?${query.toString()}`,
    session,
    expires_at: expiresAt.toISOString(),
  };
}
