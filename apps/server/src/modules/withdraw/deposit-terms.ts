import { type DepositTerms, parseDecimal, toDecimal, translate } from '@jl/core';
import type { RequestContext } from '../../lib/request-context.ts';
import { profileOf } from '../rg/index.ts';
import { getVipStatus, MIN_WITHDRAW_LEVEL } from '../vip/index.ts';
import { getWageringMultipliers, requirementFor } from '../wallet/index.ts';
import { money } from './withdraw-views.ts';

/** "15000" ten-thousandths → "1.5". */
function multiplierText(tenThousandths: bigint): string {
  const whole = tenThousandths / 10_000n;
  const part = String(tenThousandths % 10_000n)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return part ? `${whole}.${part}` : String(whole);
}

/**
 * `GET /withdraw/deposit-terms`: what a deposit of `amount` will require to become withdrawable, under
 * the active profile, computed from the same rules the wallet and the withdrawal apply
 * (docs/COMPLIANCE.md "Leaving with one's own money"): in `br-regulated` it is withdrawable at once;
 * otherwise it must be wagered `depositWagerMultiplier` times and withdrawals open at VIP2. The recharge
 * screen shows it before the Pix is created.
 */
export async function getDepositTerms(
  ctx: RequestContext,
  memberId: bigint,
  amountText: string,
): Promise<DepositTerms> {
  const amount = parseDecimal(amountText)!;
  const [profile, multipliers, vip] = await Promise.all([
    profileOf(ctx.db),
    getWageringMultipliers(ctx.db),
    getVipStatus(ctx.db, memberId),
  ]);
  const atOnce = profile === 'br-regulated';
  const wager = atOnce ? 0n : requirementFor(amount, multipliers.deposit);
  const vars = {
    amount: money(amount, ctx.locale),
    wager: money(wager, ctx.locale),
    level: MIN_WITHDRAW_LEVEL,
  };
  const key = atOnce
    ? 'pay:terms.atOnce'
    : vip.level >= MIN_WITHDRAW_LEVEL
      ? 'pay:terms.wager'
      : 'pay:terms.wagerAndLevel';
  return {
    amount: toDecimal(amount),
    withdrawable_at_once: atOnce,
    wager: toDecimal(wager),
    multiplier: multiplierText(multipliers.deposit),
    min_vip_level: MIN_WITHDRAW_LEVEL,
    vip_level: vip.level,
    msg: translate(ctx.locale, key, vars),
  };
}
