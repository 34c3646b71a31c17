import { createHmac } from 'node:crypto';
import type { Cents } from '@jl/core';
import type { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import type { LaunchInput } from './game-provider.ts';
import type { SandboxGameKind } from './sandbox-catalog.ts';

export type SandboxFaults = {
  /** Send every callback twice (the second answer is the one used). */
  duplicate: boolean;
  /** Wait this long before each callback or transfer call. */
  delayMs: number;
  /** Lose our answer to each callback (and retry it), or the platform's answer to a transfer (which then fails on our side). */
  dropAnswer: boolean;
  /** Cancel each seamless bet with a rollback instead of settling it with a win. */
  rollback: boolean;
};

export const NO_FAULTS: SandboxFaults = { duplicate: false, delayMs: 0, dropAnswer: false, rollback: false };

export type Deliver = (
  path: string,
  rawBody: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export type SandboxOptions = {
  db: Db;
  /** Our APP_SECRET: each sandbox platform's callback secret is derived from it. */
  appSecret: string;
  now: () => Date;
  deliver: Deliver;
};

export type RoundInput = {
  platform: string;
  game: SandboxGameKind;
  player: string;
  session: string;
  sig: string;
  bet: Cents;
};

export type RoundResult =
  | { ok: true; outcome: number[] | string[]; win: Cents; balance: Cents; rolledBack: boolean }
  | { ok: false; status: string; balance: Cents | null };

/** What the aggregator's parts share: its options, its fault switches and its secrets. */
export type SandboxContext = {
  options: SandboxOptions;
  db: Db;
  faults: SandboxFaults;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const rows = async <T>(db: Executor, statement: ReturnType<typeof sql>) =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
export const toCents = (value: unknown) => BigInt(value as string) as Cents;
export const decimal = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/** A platform's callback secret, derived from our APP_SECRET. */
export const secretOf = (ctx: SandboxContext, platform: string) =>
  createHmac('sha256', ctx.options.appSecret).update(`sandbox-games:${platform}`).digest('hex');

export const launchSig = (ctx: SandboxContext, platform: string, p: string, game: string, session: string) =>
  createHmac('sha256', secretOf(ctx, platform))
    .update(`${platform}|${p}|${game}|${session}`)
    .digest('base64url');

/** The platform's game page, signed so that the page knows the launch came from us. */
export function launchUrl(ctx: SandboxContext, platform: string) {
  return (input: LaunchInput) => {
    const params = new URLSearchParams({
      platform,
      game: input.providerGameId,
      player: input.playerId,
      session: input.session,
      lang: input.locale,
      lobby: input.lobbyUrl,
      sig: launchSig(ctx, platform, input.playerId, input.providerGameId, input.session),
    });
    return `/sandbox/games/play?${params.toString()}`;
  };
}
