import { parseDecimal } from '@jl/core';

/**
 * The tax on a period's GGR (docs/COMPLIANCE.md "Tax on GGR"): the base is the GGR, or zero when the
 * period lost (a loss is not carried to another period); the tax is `base × rate %`, rounded half up to
 * the centavo. `rate` is a percentage with up to two decimals ("13.00").
 */
export function taxOn(ggr: bigint, rate: string): { base: bigint; tax: bigint } {
  const base = ggr > 0n ? ggr : 0n;
  // "13.00" → 1300 hundredths of a percent; base × 1300 / 10 000, half up.
  const hundredths = parseDecimal(rate);
  if (hundredths === null || hundredths < 0n) throw new Error(`invalid tax rate ${rate}`);
  return { base, tax: (base * hundredths + 5_000n) / 10_000n };
}
