import type { LaunchResult } from '@jl/core';
import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/client.ts';
import type { GameProvider } from '../../providers/games/game-provider.ts';
import type { GameRow } from './games-repository.ts';

/**
 * What the lobby asks of the modules built on it, which it cannot import (they import the lobby):
 * how a game of an external platform opens (platforms) and how many bets of a game still wait for
 * their outcome (platforms' seamless bets, live rounds' bets). Those modules fill the ports at boot.
 */

/** What launching an external game needs besides the game: the platforms served, the clock, the locale. */
export type ExternalLaunch = {
  providers: ReadonlyMap<string, GameProvider>;
  locale: string;
  nowFn: () => Date;
};

export type LaunchInput = { memberId: bigint; now: Date; secret: string; external: ExternalLaunch };

export type ExternalLauncher = (db: Db, game: GameRow, input: LaunchInput) => Promise<LaunchResult>;

/** A game as the modules holding its bets know it. */
export type GameKey = { code: string; platform: string; providerGameId: string | null };

/** Counts the open bets of every game at once; answers the count of one game. */
export type OpenBetsCounter = (db: Executor) => Promise<(game: GameKey) => number>;

export type LobbyPorts = { launchExternal: ExternalLauncher | null; openBets: OpenBetsCounter[] };

declare module 'fastify' {
  interface FastifyInstance {
    /** The lobby's ports (lobby-ports.ts): set by the lobby's wiring, filled by platforms and live. */
    lobby: LobbyPorts;
  }
}

export function wireLobbyPorts(app: FastifyInstance): void {
  app.decorate('lobby', { launchExternal: null, openBets: [] } satisfies LobbyPorts);
}
