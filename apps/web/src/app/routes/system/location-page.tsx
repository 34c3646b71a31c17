import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryFallback } from '../../../components/ui/query-fallback.tsx';
import {
  fetchLocationStatus,
  type LocationStatus,
  locationKeys,
} from '../../../features/location/api/location-api.ts';
import { LocationConsent, LocationResult } from '../../../features/location/components/location-panel.tsx';
import { useBack } from '../../../hooks/use-back.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/**
 * The two system location pages (choose / open a location; docs/COMPLIANCE.md "Where the player is"):
 * what the server decided from the connection's address and the latest shared location, and the
 * consent step that asks the browser for its position only when the player chooses to share it.
 */
export default function LocationPage({ route }: PageProps) {
  const queryClient = useQueryClient();
  const back = useBack(route.back);
  const status = useQuery({
    queryKey: locationKeys.status,
    queryFn: async () => {
      const data = await fetchLocationStatus();
      if (!data) throw new Error('not loaded');
      return data;
    },
    staleTime: 0,
  });
  const onChecked = (next: LocationStatus) => queryClient.setQueryData(locationKeys.status, next);
  return (
    <PageFrame route={route}>
      {status.data ? (
        <div className="jl-location">
          <LocationResult status={status.data} />
          <LocationConsent onChecked={onChecked} onNotNow={back} />
        </div>
      ) : (
        <QueryFallback failed={status.isError} retry={() => void status.refetch()} />
      )}
    </PageFrame>
  );
}
