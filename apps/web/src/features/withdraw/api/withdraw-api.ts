import type {
  WithdrawAccounts,
  WithdrawInit,
  WithdrawItem,
  WithdrawRecord,
} from '@jl/core/contracts/withdraw.ts';
import { authApi } from '@jl/core/routes/auth.ts';
import { payApi } from '@jl/core/routes/pay.ts';
import type { RouteInput } from '@jl/core/routes/route.ts';
import { withdrawApi } from '@jl/core/routes/withdraw.ts';
import { call, callData } from '../../../lib/api-client.ts';

/** The withdrawal calls (docs/API.md "Withdrawals"); types come from the route descriptors of `@jl/core`. */

export type { WithdrawAccounts, WithdrawInit, WithdrawItem, WithdrawRecord };

export const withdrawKeys = {
  all: ['withdraw'] as const,
  init: ['withdraw', 'init'] as const,
  accounts: ['withdraw', 'accounts'] as const,
  record: ['withdraw', 'record'] as const,
  detail: (orderNo: string) => ['withdraw', 'detail', orderNo] as const,
  profile: ['withdraw', 'profile'] as const,
  payer: ['withdraw', 'payer'] as const,
};

/** `exit`: the player is closing the account and withdraws their own money first. */
export const fetchWithdrawInit = (exit?: 'closure') => callData(withdrawApi.init, exit ? { exit } : {});
export const fetchAccounts = () => callData(withdrawApi.accounts);

export type BindBody = RouteInput<typeof withdrawApi.bind>;

/** Refusals come back with `data.field` so the form can point at the field (quiet: the form shows them). */
export const bindAccount = (body: BindBody) => call(withdrawApi.bind, body, { loading: true, toast: false });

/** Sets the first withdrawal password (the accounts endpoint), confirmed with the login password. */
export const setWithdrawPassword = (password: string, loginPassword: string) =>
  call(
    authApi.withdrawPassword,
    { password, repassword: password, login_password: loginPassword },
    { loading: true, toast: false },
  );

/** Whether the player has a withdrawal password yet (`/user/info`). */
export async function fetchHasWithdrawPassword(): Promise<boolean | null> {
  const info = await callData(authApi.info, {}, { toast: false });
  return info ? Boolean(info.has_withdraw_password) : null;
}

/** The recharge info (name, CPF, mobile, e-mail), used to pre-fill the bind form. */
export const fetchPayer = () => callData(payApi.info, {}, { toast: false });

/** One withdrawal per `key` (the intent): a double tap or a retry after a timeout gets the same one. */
export const applyWithdrawal = (body: RouteInput<typeof withdrawApi.apply>, key: string) =>
  call(withdrawApi.apply, body, { key, loading: true, toast: false });

export const RECORD_PAGE_SIZE = 20;

export const fetchRecordPage = (page: number) =>
  callData(withdrawApi.record, { page, size: RECORD_PAGE_SIZE });

export const fetchDetail = (orderNo: string) =>
  call(withdrawApi.detail, { order_no: orderNo }, { toast: false });
