import { toDecimal, type UserFb } from '@jl/core';
import { refuse } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { findStats, insertFirstDepositReport, lockStats } from './payments-repository.ts';

/** `GET /user/fb`: the player's credited deposits and whether the first one was reported. */
export async function getUserFb(ctx: RequestContext, memberId: bigint): Promise<UserFb> {
  const stats = await findStats(ctx.db, memberId);
  return {
    userInfo: {
      accumulated_recharge: toDecimal(stats?.accumulatedCents ?? 0n),
      is_fb: stats?.isFb === 1 ? 1 : 0,
    },
  };
}

/** The app sends the literal string "null" when it has no pixel id. */
const clean = (value: string | undefined) => {
  const text = value?.trim();
  return text && text !== 'null' && text !== 'undefined' ? text : null;
};

/**
 * `GET /activity/Fbb`: records the first-deposit conversion once (pixel id, landing ageCode, amount)
 * and sets is_fb. Before any credited deposit it is CONDITION_NOT_MET (the app retries); after the
 * first report it answers success again without recording anything (`recorded: false`).
 */
export async function reportFirstDeposit(
  ctx: RequestContext,
  memberId: bigint,
  input: { pixId?: string; ageCode?: string },
): Promise<{ is_fb: 1; recorded: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const stats = await lockStats(tx, memberId);
    if (!stats || stats.accumulatedCents <= 0n) refuse('CONDITION_NOT_MET');
    if (stats.isFb === 1) return { is_fb: 1 as const, recorded: false };
    const recorded = await insertFirstDepositReport(tx, {
      memberId,
      pixId: clean(input.pixId),
      ageCode: clean(input.ageCode),
      amountCents: stats.accumulatedCents,
      at: ctx.now(),
    });
    return { is_fb: 1 as const, recorded };
  });
}
