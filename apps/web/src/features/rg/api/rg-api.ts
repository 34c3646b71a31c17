import type { ClosurePreview } from '@jl/core/contracts/closure.ts';
import type { RgStatus } from '@jl/core/contracts/rg.ts';
import { rgApi } from '@jl/core/routes/rg.ts';
import type { RouteInput } from '@jl/core/routes/route.ts';
import { API_BASE, call, callData } from '../../../lib/api-client.ts';
import { getAppState } from '../../../lib/store.ts';

/** The responsible-gaming calls (docs/API.md "Responsible gaming"); types come from the route descriptors. */

export type { ClosurePreview, RgStatus };
export type RgLimit = RgStatus['limits'][number];

export const rgKeys = { status: ['rg', 'status'] as const, closure: ['rg', 'closure'] as const };

export const fetchRgStatus = () => callData(rgApi.status);

/** The status as every page's layout asks for it (a minute fresh; changes set it themselves). */
export const rgStatusQuery = { queryKey: rgKeys.status, queryFn: fetchRgStatus, staleTime: 60_000 } as const;

const WRITE = { loading: true } as const;
type Limit = Pick<RgLimit, 'kind' | 'period'>;

/** Sets (`amount`), removes (empty) or cancels the pending change of one limit. */
export const setRgLimit = (limit: Limit, amount: string) =>
  call(rgApi.setLimit, { kind: limit.kind, period: limit.period, amount }, WRITE);
export const cancelRgLimitChange = (limit: Limit) =>
  call(rgApi.setLimit, { kind: limit.kind, period: limit.period, cancel: 'true' }, WRITE);
export const confirmRgLimits = () => call(rgApi.confirmLimits, {}, WRITE);
export const startCooloff = (period: RouteInput<typeof rgApi.cooloff>['period']) =>
  call(rgApi.cooloff, { period }, WRITE);
export const startExclusion = (period: RouteInput<typeof rgApi.exclude>['period']) =>
  call(rgApi.exclude, { period }, WRITE);
export const setRealityMinutes = (minutes: string) => call(rgApi.realityCheck, { minutes }, WRITE);
export const answerRealityCheck = (choice: 'continue' | 'stop') =>
  call(rgApi.realityCheck, { choice }, { toast: false });
/** Account closure (docs/API.md "Account closure"): what it would do, then doing it. */
export const fetchClosurePreview = () => callData(rgApi.closePreview);
export const closeAccount = () => call(rgApi.close, {}, WRITE);

/** `GET /user/export` answers a file, not an envelope: fetched with the session token and saved. */
export async function downloadExport(): Promise<boolean> {
  const { token, lang } = getAppState();
  if (!token) return false;
  const response = await fetch(`${API_BASE}/user/export`, { headers: { token, lang, platform: 'H5' } });
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return false;
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name ?? 'meus-dados.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return true;
}
