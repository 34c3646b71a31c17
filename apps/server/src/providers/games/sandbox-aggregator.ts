import { timingSafeEqual } from 'node:crypto';
import type { Cents } from '@jl/core';
import type { GameProvider } from './game-provider.ts';
import { SANDBOX_CATALOG } from './sandbox-catalog.ts';
import {
  launchSig,
  NO_FAULTS,
  type RoundInput,
  type RoundResult,
  type SandboxContext,
  type SandboxFaults,
  type SandboxOptions,
  secretOf,
} from './sandbox-context.ts';
import { call, centsOf, seamlessProvider, seamlessRound } from './sandbox-seamless.ts';
import { transferProvider, transferRound, walletBalance } from './sandbox-transfer.ts';

export {
  type Deliver,
  NO_FAULTS,
  type RoundInput,
  type RoundResult,
  type SandboxFaults,
  type SandboxOptions,
} from './sandbox-context.ts';

/**
 * The sandbox aggregator (development and tests only; config/env.ts refuses it in production). It
 * plays an outside company served by our own process: its seamless platform calls our wallet callbacks
 * over the same route, parser and signature check a real aggregator would use (in-process HTTP through
 * `deliver`, sandbox-seamless.ts), and its transfer platforms keep their own books in their own tables
 * (sandbox-transfer.ts). Fault switches make it misbehave the way aggregators do: deliver a callback
 * twice, answer late, lose our answer (and retry), or cancel a bet with a rollback instead of settling it.
 */

export type SandboxAggregator = {
  readonly providers: GameProvider[];
  readonly faults: SandboxFaults;
  setFaults(changes: Partial<SandboxFaults>): SandboxFaults;
  secretOf(platform: string): string;
  /** True when the launch parameters were signed by this aggregator. */
  verifyLaunch(input: LaunchParams): boolean;
  playRound(input: RoundInput): Promise<RoundResult>;
  balanceOf(input: Omit<RoundInput, 'bet' | 'game'> & { game: string }): Promise<Cents | null>;
};

type LaunchParams = { platform: string; player: string; game: string; session: string; sig: string };

function verifyLaunch(ctx: SandboxContext, input: LaunchParams): boolean {
  if (!SANDBOX_CATALOG[input.platform]) return false;
  const expected = Buffer.from(launchSig(ctx, input.platform, input.player, input.game, input.session));
  const given = Buffer.from(input.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function playRound(ctx: SandboxContext, input: RoundInput): Promise<RoundResult> {
  const entry = SANDBOX_CATALOG[input.platform];
  if (!entry) return { ok: false, status: 'RS_ERROR_GAME_UNAVAILABLE', balance: null };
  return entry.kind === 'seamless' ? seamlessRound(ctx, input) : transferRound(ctx, input);
}

/** The player's balance as the platform sees it: its own books, or our wallet asked by callback. */
async function balanceOf(
  ctx: SandboxContext,
  input: Omit<RoundInput, 'bet' | 'game'> & { game: string },
): Promise<Cents | null> {
  const entry = SANDBOX_CATALOG[input.platform];
  if (!entry) return null;
  if (entry.kind === 'transfer') return walletBalance(ctx.db, input.platform, input.player);
  const answer = await call(ctx, input.platform, 'balance', {
    playerId: input.player,
    currency: 'BRL',
    session: input.session,
  });
  return answer.status === 'RS_OK' ? centsOf(answer) : null;
}

export function createSandboxAggregator(options: SandboxOptions): SandboxAggregator {
  const ctx: SandboxContext = { options, db: options.db, faults: { ...NO_FAULTS } };
  const providers = Object.entries(SANDBOX_CATALOG).map(([platform, entry]) =>
    entry.kind === 'seamless' ? seamlessProvider(ctx, platform) : transferProvider(ctx, platform),
  );
  return {
    providers,
    faults: ctx.faults,
    setFaults(changes) {
      Object.assign(ctx.faults, changes);
      return { ...ctx.faults };
    },
    secretOf: (platform) => secretOf(ctx, platform),
    verifyLaunch: (input) => verifyLaunch(ctx, input),
    playRound: (input) => playRound(ctx, input),
    balanceOf: (input) => balanceOf(ctx, input),
  };
}
