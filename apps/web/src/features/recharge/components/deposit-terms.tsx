import { toDecimal } from '@jl/core/money/cents.ts';
import { withdrawApi } from '@jl/core/routes/withdraw.ts';
import { useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client.ts';

/**
 * Terms before paying (docs/COMPLIANCE.md "Leaving with one's own money"): what this deposit will
 * require to become withdrawable under the active profile, as the server computes it from the real
 * rules (`GET /withdraw/deposit-terms`) — never written here. Follows the amount chosen.
 */
export function DepositTerms({ cents }: { cents: bigint | null }) {
  const amount = cents ? toDecimal(cents) : null;
  const terms = useQuery({
    queryKey: ['recharge', 'terms', amount],
    queryFn: () => (amount ? callData(withdrawApi.depositTerms, { amount }, { toast: false }) : null),
    enabled: amount !== null,
    staleTime: 60_000,
  });
  const data = terms.data;
  if (!data) return null;
  return (
    <p
      className="jl-recharge-footnote"
      data-testid="recharge-terms"
      data-at-once={data.withdrawable_at_once ? 'true' : 'false'}
    >
      {data.msg}
    </p>
  );
}
