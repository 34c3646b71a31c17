/**
 * Net gaming revenue, one definition for the dashboard and the summary report (docs/PRODUCT.md
 * "Back-office lists"): GGR minus what the house gave players outside the games — bonuses, referral
 * commissions and manual credits — plus the manual debits it took back. All in centavos.
 */
export type NgrParts = {
  ggr: bigint;
  bonuses: bigint;
  commissions: bigint;
  adjustmentCredits: bigint;
  adjustmentDebits: bigint;
};

export function netGamingRevenue(p: NgrParts): bigint {
  return p.ggr - p.bonuses - p.commissions - p.adjustmentCredits + p.adjustmentDebits;
}
