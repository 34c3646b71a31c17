import type {
  WithdrawAccounts,
  WithdrawInit,
  WithdrawItem,
  WithdrawRecord,
} from '@jl/core/contracts/withdraw.ts';
import { type ApiResult, request, requestData } from '../../../lib/api-client.ts';

/** The withdrawal calls (docs/API.md "Withdrawals"); shapes are the server's zod contracts. */

export type { WithdrawAccounts, WithdrawInit, WithdrawItem, WithdrawRecord };
export type Refusal = { error?: string; field?: string };

export const withdrawKeys = {
  all: ['withdraw'] as const,
  init: ['withdraw', 'init'] as const,
  accounts: ['withdraw', 'accounts'] as const,
  record: ['withdraw', 'record'] as const,
  detail: (orderNo: string) => ['withdraw', 'detail', orderNo] as const,
  profile: ['withdraw', 'profile'] as const,
  payer: ['withdraw', 'payer'] as const,
};

export const fetchWithdrawInit = () => requestData<WithdrawInit>('/withdraw/init');
export const fetchAccounts = () => requestData<WithdrawAccounts>('/withdraw/accounts');

export type BindBody = {
  pix_type: 'cpf';
  name: string;
  cpf: string;
  pix_account: string;
  mobile?: string;
  email?: string;
  withdraw_password: string;
  repassword: string;
};

/** Refusals come back with `data.field` so the form can point at the field (quiet: the form shows them). */
export function bindAccount(body: BindBody): Promise<ApiResult<WithdrawAccounts | Refusal>> {
  return request<WithdrawAccounts | Refusal>('/withdraw/bind', {
    method: 'POST',
    data: body,
    loading: true,
    toast: false,
  });
}

/** Sets the first withdrawal password (the accounts endpoint), confirmed with the login password. */
export function setWithdrawPassword(password: string, loginPassword: string): Promise<ApiResult<unknown>> {
  return request('/user/withdraw-password', {
    method: 'POST',
    data: { password, repassword: password, login_password: loginPassword },
    loading: true,
    toast: false,
  });
}

/** Whether the player has a withdrawal password yet (`/user/info`). */
export async function fetchHasWithdrawPassword(): Promise<boolean | null> {
  const info = await requestData<{ has_withdraw_password?: boolean }>('/user/info', { toast: false });
  return info ? Boolean(info.has_withdraw_password) : null;
}

/** The recharge info (name, CPF, mobile, e-mail), used to pre-fill the bind form. */
export const fetchPayer = () =>
  requestData<{
    complete: boolean;
    name: string | null;
    cpf: string | null;
    mobile: string | null;
    email: string | null;
  }>('/recharge/info', { toast: false });

/** One withdrawal per `idempotencyKey`: a double tap or a retry after a timeout gets the same one. */
export function applyWithdrawal(
  body: { amount: string; account_id?: string; withdraw_password: string },
  idempotencyKey: string,
): Promise<ApiResult<{ withdrawal: WithdrawItem; replayed: boolean } | Refusal>> {
  return request<{ withdrawal: WithdrawItem; replayed: boolean } | Refusal>('/withdraw/apply', {
    method: 'POST',
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    loading: true,
    toast: false,
  });
}

export const RECORD_PAGE_SIZE = 20;

export const fetchRecordPage = (page: number) =>
  requestData<WithdrawRecord>('/withdraw/record', { data: { page, size: RECORD_PAGE_SIZE } });

export const fetchDetail = (orderNo: string) =>
  request<WithdrawItem | Refusal>('/withdraw/detail', { data: { order_no: orderNo }, toast: false });
