import { useQuery } from '@tanstack/react-query';
import { useAppState } from '../../../lib/store.ts';
import {
  type ActivityCode,
  activityKeys,
  fetchActivityDetail,
  fetchActivityList,
  fetchWheel,
  fetchWheelTables,
} from '../api/activity-api.ts';

const must = async <T>(load: () => Promise<T | null>): Promise<T> => {
  const data = await load();
  if (data === null) throw new Error('not loaded');
  return data;
};

/** The activity list for the current member (or a visitor). */
export function useActivityList() {
  const member = useAppState((s) => s.member?.member_id ?? null);
  return useQuery({
    queryKey: activityKeys.list(member),
    queryFn: () => must(fetchActivityList),
    staleTime: 0,
  });
}

export function useActivityDetail(code: ActivityCode) {
  const member = useAppState((s) => s.member?.member_id ?? null);
  return useQuery({
    queryKey: activityKeys.detail(code, member),
    queryFn: () => must(() => fetchActivityDetail(code)),
    staleTime: 0,
  });
}

export function useWheelInfo() {
  return useQuery({ queryKey: activityKeys.wheel, queryFn: () => must(fetchWheel), staleTime: 0 });
}

/** The wheel's table versions (public): in force and history. */
export function useWheelTables() {
  return useQuery({
    queryKey: activityKeys.tables,
    queryFn: () => must(fetchWheelTables),
    staleTime: 60_000,
  });
}
