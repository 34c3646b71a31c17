import type { VipInfo, VipReceiveResult } from '@jl/core/contracts/vip.ts';
import { type ApiResult, request, requestData } from '../../../lib/api-client.ts';

/** The VIP calls (docs/API.md "VIP"); shapes are the server's zod contracts. */

export type { VipInfo, VipReceiveResult };

export const vipKeys = { info: ['vip', 'info'] as const };

export const fetchVipInfo = () => requestData<VipInfo>('/vip/info');

/** Receives one reached level's reward; the server's 'Successfully received' is toasted. */
export function receiveVipReward(level: number): Promise<ApiResult<VipReceiveResult | { error?: string }>> {
  return request<VipReceiveResult | { error?: string }>('/vip/receive', {
    method: 'POST',
    data: { level },
    loading: true,
  });
}
