import type { SiteConfig, VipLevelRule } from '@jl/core/contracts/config.ts';
import { configApi } from '@jl/core/routes/config.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { VIP_RULES_REFRESH_MS } from '../config/constants.ts';
import { call } from '../lib/api-client.ts';
import { readLanding } from '../lib/landing.ts';
import { setAppState } from '../lib/store.ts';
import { usePageSettled } from '../lib/use-page-settled.ts';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Visit tracking (docs/SPECIFICATION.md §7 `/activity/uv`): once per page load, quietly, with the landing values. */
let visitSent = false;
export async function sendVisit(): Promise<void> {
  if (visitSent) return;
  visitSent = true;
  const { ageCode, regKey } = readLanding(storage());
  await call(configApi.visit, { code: ageCode, regKey }, { toast: false });
}

/** `/activity/killconfig`: code 1 → data.vip_lvl is stored as the VIP game rules. */
export async function fetchVipRules(): Promise<VipLevelRule[] | null> {
  const result = await call(configApi.killConfig, {}, { toast: false });
  if (result === false || result.code !== 1 || !Array.isArray(result.data?.vip_lvl)) return null;
  setAppState({ vipGameRule: result.data.vip_lvl });
  return result.data.vip_lvl;
}

/** `/config/index`: a truthy code → data is stored as the site configuration. */
export async function fetchSiteConfig(): Promise<SiteConfig | null> {
  const result = await call(configApi.index, {}, { toast: false });
  if (result === false || !result.code || typeof result.data !== 'object' || result.data === null)
    return null;
  // docs/SPECIFICATION.md §7: any truthy code stores the data (the server answers 1 with the site configuration).
  const config = result.data as SiteConfig;
  setAppState({ config });
  return config;
}

/** `/game/checkGameStatus`: data.status is stored as the game status (0 open, 1 maintenance). */
export async function fetchGameStatus(): Promise<number | null> {
  const result = await call(configApi.gameStatus, {}, { toast: false });
  const status = result && result.code === 1 ? result.data?.status : undefined;
  if (typeof status !== 'number') return null;
  setAppState({ game: { status } });
  return status;
}

export const launchQueryKeys = {
  vipRules: ['launch', 'vip-rules'],
  config: ['launch', 'config'],
  gameStatus: ['launch', 'game-status'],
} as const;

/**
 * The launch calls of docs/SPECIFICATION.md §7. They are quiet (no toasts): a player who opens the app while the
 * server is unreachable sees the shell with its stored configuration, not a stack of errors. The visit
 * is sent once the page has had `BEACON_DELAY_MS` to load its own code and data.
 */
export function useLaunchCalls(): void {
  const settled = usePageSettled();
  useEffect(() => {
    if (settled) void sendVisit();
  }, [settled]);
  useQuery({
    queryKey: launchQueryKeys.vipRules,
    queryFn: fetchVipRules,
    refetchInterval: VIP_RULES_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
  useQuery({ queryKey: launchQueryKeys.config, queryFn: fetchSiteConfig, staleTime: 0 });
  useQuery({ queryKey: launchQueryKeys.gameStatus, queryFn: fetchGameStatus, staleTime: 0 });
}
