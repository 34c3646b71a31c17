import { useQuery } from '@tanstack/react-query';
import { CheckinModal } from '../../../features/activity/components/checkin-modal.tsx';
import { fetchRgStatus, rgKeys } from '../../../features/rg/api/rg-api.ts';

/**
 * Home's daily check-in, offered only to a player who may claim it (the responsible-gaming status's
 * `can.claim`, the query the beneficiary notice reads too): not during a cool-off, a registry bar or a
 * closure, where the server would refuse the claim.
 */
export function CheckinOffer() {
  const status = useQuery({ queryKey: rgKeys.status, queryFn: fetchRgStatus, staleTime: 60_000 });
  return status.data?.can.claim ? <CheckinModal /> : null;
}
