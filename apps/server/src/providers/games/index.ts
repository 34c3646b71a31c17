import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GameProvider } from './game-provider.ts';
import { createSandboxAggregator, type SandboxAggregator } from './sandbox-aggregator.ts';
import { sandboxGameRoutes } from './sandbox-page.ts';

export type * from './game-provider.ts';
export { CALLBACK_ACTIONS } from './game-provider.ts';
export type { SandboxAggregator, SandboxFaults } from './sandbox-aggregator.ts';
export { NO_FAULTS } from './sandbox-aggregator.ts';
export { SANDBOX_CATALOG, SANDBOX_OB, SANDBOX_SEAMLESS, SANDBOX_TRANSFER } from './sandbox-catalog.ts';
export {
  decodeCallback,
  encodeAnswer,
  encodeCallback,
  isWireAnswer,
  type WireAnswer,
} from './sandbox-wire.ts';
export {
  SIGNATURE_HEADER,
  signCallback,
  signedHeaders,
  TIMESTAMP_HEADER,
  WINDOW_SECONDS,
} from './signature.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The external game platforms this process serves, by platform code. */
    gameProviders: ReadonlyMap<string, GameProvider>;
    /** The sandbox aggregator when it runs (development and tests only). */
    sandboxGames: SandboxAggregator | null;
  }
}

export type GameProvidersOptions = {
  /** Adapters injected by tests or a deployment; default: the ones `GAME_PROVIDERS` names. */
  providers?: GameProvider[];
};

/**
 * Decorates the app with its external game platforms and, outside production, runs the sandbox
 * aggregator with its game pages under `/sandbox/games`. Its callbacks reach us in-process, through
 * the same route, parser and signature check as a real aggregator's.
 */
export const gameProvidersPlugin = fp(async (app: FastifyInstance, options: GameProvidersOptions) => {
  let sandbox: SandboxAggregator | null = null;
  let providers = options.providers ?? [];
  if (!options.providers && app.config.gameProviders === 'sandbox' && !app.config.isProduction) {
    sandbox = createSandboxAggregator({
      db: app.db,
      appSecret: app.config.appSecret,
      now: () => app.now(),
      deliver: async (url, rawBody, headers) => {
        const answer = await app.inject({ method: 'POST', url, payload: rawBody, headers });
        return { status: answer.statusCode, body: answer.body };
      },
    });
    providers = sandbox.providers;
  }
  app.decorate('gameProviders', new Map(providers.map((p) => [p.platform, p])));
  app.decorate('sandboxGames', sandbox);
  if (sandbox) await app.register(sandboxGameRoutes(sandbox));
});
