import { type Cents, type ExternalReturnResult, type ExternalSession, toDecimal } from '@jl/core';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import type { GameProvider } from '../../providers/games/game-provider.ts';
import { getGameStatus } from '../config/index.ts';
import { availabilityOf, findGameByCode, type Lang, tileOf, verifyGameSession } from '../lobby/index.ts';
import { getWallet, listPlatformHoldings } from '../wallet/index.ts';
import { moveOutOfPlatform } from './transfer-service.ts';

/**
 * The player's side of external platforms: the webview's session (which page to frame) and the way
 * back from transfer platforms, on exit or on the next lobby visit.
 */

type Providers = ReadonlyMap<string, GameProvider>;

export async function openExternalSession(
  db: Db,
  input: {
    memberId: bigint;
    session: string;
    now: Date;
    secret: string;
    providers: Providers;
    lobbyUrl: string;
  },
  lang: Lang,
): Promise<ExternalSession> {
  const claims = verifyGameSession(input.secret, input.session, input.now);
  if (!claims || claims.memberId !== input.memberId) return refuse('GAME_SESSION_INVALID');
  const status = await getGameStatus(db);
  const game = await findGameByCode(db, claims.gameCode);
  const provider = game ? input.providers.get(game.platform) : undefined;
  if (game?.kind !== 'external' || !provider || !game.providerGameId) return refuse('GAME_DISABLED');
  if (availabilityOf(game, status) === 'disabled') return refuse('GAME_DISABLED');
  const wallet = await getWallet(db, input.memberId);
  const held = (await listPlatformHoldings(db, game.platform, input.memberId))[0]?.balance ?? 0n;
  return {
    game: tileOf(game, status, lang),
    url: provider.launchUrl({
      playerId: String(input.memberId),
      providerGameId: game.providerGameId,
      session: input.session,
      locale: lang.locale,
      lobbyUrl: input.lobbyUrl,
    }),
    balance: toDecimal(wallet.balance),
    in_platform: toDecimal(held),
    expires_at: claims.expiresAt.toISOString(),
  };
}

/**
 * Brings the player's money back from one transfer platform or from all of them (types 25 / 11).
 * A platform that cannot answer now keeps the money where it is (GAME_TRANSFER_FAILED when it was the
 * one asked for); the next visit or the reconciliation settles it.
 */
export async function returnFromPlatforms(
  db: Db,
  input: { memberId: bigint; platform?: string; providers: Providers; now: () => Date },
): Promise<ExternalReturnResult> {
  const returned: ExternalReturnResult['returned'] = [];
  for (const provider of input.providers.values()) {
    if (provider.wallet !== 'transfer') continue;
    if (input.platform && provider.platform !== input.platform) continue;
    try {
      const amount = await moveOutOfPlatform({ db, provider, now: input.now }, input.memberId);
      if (amount > 0n) returned.push({ platform: provider.platform, amount: toDecimal(amount) });
    } catch (error) {
      if (input.platform) throw error;
    }
  }
  const wallet = await getWallet(db, input.memberId);
  return { returned, balance: toDecimal(wallet.balance as Cents) };
}
