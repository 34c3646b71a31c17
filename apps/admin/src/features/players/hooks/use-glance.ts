import { useQuery } from '@tanstack/react-query';
import { fetchGlance } from '../api/players-api.ts';

/** The players at a glance for these ids (repeats dropped, order kept), one request; none for no ids. */
export function useGlance(ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const query = useQuery({
    queryKey: ['glance', unique],
    queryFn: () => fetchGlance(unique),
    enabled: unique.length > 0,
  });
  const byId = new Map((query.data?.players ?? []).map((p) => [p.id, p]));
  return { query, byId };
}
