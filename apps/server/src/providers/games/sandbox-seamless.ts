import { randomUUID } from 'node:crypto';
import type { Cents } from '@jl/core';
import type { CallbackAction, CallbackRequest, GameProvider } from './game-provider.ts';
import { outcomeOf, SANDBOX_CATALOG } from './sandbox-catalog.ts';
import {
  decimal,
  launchUrl,
  type RoundInput,
  type RoundResult,
  type SandboxContext,
  secretOf,
  sleep,
} from './sandbox-context.ts';
import * as wire from './sandbox-wire.ts';
import { signedHeaders, verifyCallbackSignature } from './signature.ts';

/** The sandbox's seamless platform: it calls our wallet, as an aggregator does, and we answer. */

async function callOnce(
  ctx: SandboxContext,
  platform: string,
  action: CallbackAction,
  rawBody: string,
): Promise<wire.WireAnswer | null> {
  if (ctx.faults.delayMs > 0) await sleep(ctx.faults.delayMs);
  const headers = signedHeaders(rawBody, ctx.options.now(), secretOf(ctx, platform));
  const answer = await ctx.options.deliver(`/api/v2/provider/${platform}/${action}`, rawBody, headers);
  try {
    const body: unknown = JSON.parse(answer.body);
    return wire.isWireAnswer(body) ? body : null;
  } catch {
    return null;
  }
}

/** One callback as an aggregator sends it: retried with the same body until an answer arrives. */
export async function call(
  ctx: SandboxContext,
  platform: string,
  action: CallbackAction,
  request: Omit<CallbackRequest, 'action'>,
): Promise<wire.WireAnswer> {
  const rawBody = wire.encodeCallback(randomUUID(), request);
  // Our answer is "lost": retried below.
  if (ctx.faults.dropAnswer) await callOnce(ctx, platform, action, rawBody);
  if (ctx.faults.duplicate) await callOnce(ctx, platform, action, rawBody);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const answer = await callOnce(ctx, platform, action, rawBody);
    if (answer) return answer;
  }
  return { status: 'RS_ERROR_INTERNAL_ERROR', currency: 'BRL' };
}

export const centsOf = (answer: wire.WireAnswer): Cents | null =>
  answer.balance === undefined ? null : (BigInt(answer.balance.replace('.', '')) as Cents);

/** A rollback of the bet instead of its win (the `rollback` fault switch). */
async function rollBack(ctx: SandboxContext, input: RoundInput, betId: string, outcome: number[] | string[]) {
  const back = await call(ctx, input.platform, 'rollback', {
    playerId: input.player,
    currency: 'BRL',
    transactionId: `rb-${randomUUID()}`,
    referenceId: betId,
  });
  if (back.status !== 'RS_OK') return { ok: false as const, status: back.status, balance: centsOf(back) };
  const balance = centsOf(back) ?? (0n as Cents);
  return { ok: true as const, outcome, win: 0n as Cents, balance, rolledBack: true };
}

/** A round on the seamless platform: a bet callback, then its win (or a rollback). */
export async function seamlessRound(ctx: SandboxContext, input: RoundInput): Promise<RoundResult> {
  const base = { playerId: input.player, currency: 'BRL', gameId: input.game, session: input.session };
  const roundId = `r-${randomUUID()}`;
  const betId = `b-${randomUUID()}`;
  const bet = await call(ctx, input.platform, 'bet', {
    ...base,
    transactionId: betId,
    roundId,
    amount: decimal(input.bet),
  });
  if (bet.status !== 'RS_OK') return { ok: false, status: bet.status, balance: centsOf(bet) };
  const { outcome, win } = outcomeOf(input.game, input.bet);
  if (ctx.faults.rollback) return rollBack(ctx, input, betId, outcome);
  const paid = await call(ctx, input.platform, 'win', {
    ...base,
    transactionId: `w-${randomUUID()}`,
    roundId,
    referenceId: betId,
    amount: decimal(win),
  });
  if (paid.status !== 'RS_OK') return { ok: false, status: paid.status, balance: centsOf(paid) };
  return { ok: true, outcome, win, balance: centsOf(paid) ?? (0n as Cents), rolledBack: false };
}

export function seamlessProvider(ctx: SandboxContext, platform: string): GameProvider {
  const secret = secretOf(ctx, platform);
  return {
    platform,
    wallet: 'seamless',
    catalog: SANDBOX_CATALOG[platform]!.games,
    launchUrl: launchUrl(ctx, platform),
    verifyCallback: (rawBody, headers, now) => verifyCallbackSignature(rawBody, headers, now, secret),
    parseCallback: (action, rawBody) =>
      (['balance', 'bet', 'win', 'rollback', 'bet_win'] as const).includes(action as CallbackAction)
        ? wire.decodeCallback(action as CallbackAction, rawBody)
        : null,
    formatAnswer: (answer) => ({ httpStatus: 200, body: wire.encodeAnswer(answer) }),
  };
}
