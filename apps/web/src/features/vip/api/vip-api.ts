import type { VipInfo, VipReceiveResult } from '@jl/core/contracts/vip.ts';
import { vipApi } from '@jl/core/routes/vip.ts';
import { call, callData } from '../../../lib/api-client.ts';

/** The VIP calls (docs/API.md "VIP"); types come from the route descriptors of `@jl/core`. */

export type { VipInfo, VipReceiveResult };

export const vipKeys = { info: ['vip', 'info'] as const };

export const fetchVipInfo = () => callData(vipApi.info);

/** Receives one reached level's reward; the server's 'Successfully received' is toasted. */
export const receiveVipReward = (level: number) => call(vipApi.receive, { level }, { loading: true });
