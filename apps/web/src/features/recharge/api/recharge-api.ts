import type { RechargeInfo, RechargeInit, RechargeOrder, RechargeRecord } from '@jl/core/contracts/pay.ts';
import { payApi } from '@jl/core/routes/pay.ts';
import type { RouteInput } from '@jl/core/routes/route.ts';
import { call, callData } from '../../../lib/api-client.ts';

/** The deposit calls (docs/API.md "Deposits (Pix)"); types come from the route descriptors of `@jl/core`. */

export type { RechargeInfo, RechargeInit, RechargeOrder, RechargeRecord };

export const rechargeKeys = {
  all: ['recharge'] as const,
  init: ['recharge', 'init'] as const,
  info: ['recharge', 'info'] as const,
  order: (orderNo: string) => ['recharge', 'order', orderNo] as const,
  record: ['recharge', 'record'] as const,
};

export const fetchRechargeInit = () => callData(payApi.init);

export const fetchRechargeInfo = () => callData(payApi.info);

/** Saves the payer details; refusals come back with `data.field` so the form can point at it. */
export const saveRechargeInfo = (body: RouteInput<typeof payApi.saveInfo>) =>
  call(payApi.saveInfo, body, { loading: true, toast: false });

/** One charge per `key` (the intent): a double tap or a retry after a timeout returns the same order. */
export const createRecharge = (amount: string, key: string) =>
  call(payApi.create, { amount }, { key, loading: true });

/** Quiet: the result page polls it every few seconds. */
export const fetchOrder = (orderNo: string, toast = false) =>
  call(payApi.order, { order_no: orderNo }, { toast });

export const RECORD_PAGE_SIZE = 20;

export const fetchRecordPage = (page: number) => callData(payApi.record, { page, size: RECORD_PAGE_SIZE });
