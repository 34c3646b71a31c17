import { useQuery } from '@tanstack/react-query';
import { useToken } from '../../../lib/session.ts';
import { fetchMe } from '../api/auth-api.ts';

/** The signed-in staff member and the session's second-factor step; null without a session. */
export function useMe() {
  const token = useToken();
  return useQuery({
    queryKey: ['me', token],
    queryFn: fetchMe,
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });
}
