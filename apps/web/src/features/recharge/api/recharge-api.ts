import type {
  RechargeInfo,
  RechargeInfoBody,
  RechargeInit,
  RechargeOrder,
  RechargeRecord,
} from '@jl/core/contracts/pay.ts';
import { type ApiResult, request, requestData } from '../../../lib/api-client.ts';

/** The deposit calls (docs/API.md "Deposits (Pix)"); shapes are the server's zod contracts. */

export type { RechargeInfo, RechargeInit, RechargeOrder, RechargeRecord };
export type RechargeRefusal = { error?: string; field?: string };

export const rechargeKeys = {
  all: ['recharge'] as const,
  init: ['recharge', 'init'] as const,
  info: ['recharge', 'info'] as const,
  order: (orderNo: string) => ['recharge', 'order', orderNo] as const,
  record: ['recharge', 'record'] as const,
};

export const fetchRechargeInit = () => requestData<RechargeInit>('/recharge/init');

export const fetchRechargeInfo = () => requestData<RechargeInfo>('/recharge/info');

/** Saves the payer details; refusals come back with `data.field` so the form can point at it. */
export function saveRechargeInfo(body: RechargeInfoBody): Promise<ApiResult<RechargeInfo | RechargeRefusal>> {
  return request<RechargeInfo | RechargeRefusal>('/recharge/info', {
    method: 'POST',
    data: body,
    loading: true,
    toast: false,
  });
}

/** One charge per `idempotencyKey`: a double tap or a retry after a timeout returns the same order. */
export function createRecharge(
  amount: string,
  idempotencyKey: string,
): Promise<ApiResult<RechargeOrder | RechargeRefusal>> {
  return request<RechargeOrder | RechargeRefusal>('/recharge/create', {
    method: 'POST',
    data: { amount },
    headers: { 'Idempotency-Key': idempotencyKey },
    loading: true,
  });
}

/** Quiet: the result page polls it every few seconds. */
export function fetchOrder(
  orderNo: string,
  toast = false,
): Promise<ApiResult<RechargeOrder | RechargeRefusal>> {
  return request<RechargeOrder | RechargeRefusal>('/recharge/order', { data: { order_no: orderNo }, toast });
}

export const RECORD_PAGE_SIZE = 20;

export const fetchRecordPage = (page: number) =>
  requestData<RechargeRecord>('/recharge/record', { data: { page, size: RECORD_PAGE_SIZE } });
