import type { UserInfo as AccountInfo } from '@jl/core/contracts/auth.ts';
import { authApi } from '@jl/core/routes/auth.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client.ts';
import { setAppState, type UserInfo } from '../../../lib/store.ts';

export type { AccountInfo };

export const userInfoQueryKey = ['account', 'user-info'] as const;

/** `GET /user/info`: refreshes the stored userInfo (docs/SPECIFICATION.md §3: kept with the token). */
export async function getUserInfo(): Promise<AccountInfo | null> {
  const info = await callData(authApi.info, {}, { toast: false });
  if (info) setAppState((s) => (s.member ? { member: { ...s.member, userInfo: info } } : {}));
  return info;
}

export const userInfoQuery = queryOptions({
  queryKey: userInfoQueryKey,
  queryFn: getUserInfo,
  refetchOnWindowFocus: true,
});

export const useUserInfo = (enabled: boolean) => useQuery({ ...userInfoQuery, enabled });

/**
 * The stored profile as the account pages read it. The store keeps whatever the server sent
 * (`UserInfo` of the shell is open-ended); fields of the wrong type read as missing.
 */
export function readAccountInfo(info: UserInfo | null | undefined): Partial<AccountInfo> {
  if (!info) return {};
  const text = (key: keyof AccountInfo) =>
    typeof info[key] === 'string' ? (info[key] as string) : undefined;
  return {
    member_id: text('member_id'),
    phone: text('phone'),
    nickname: typeof info.nickname === 'string' ? info.nickname : null,
    vip_level: typeof info.vip_level === 'number' ? info.vip_level : undefined,
    invite_code: text('invite_code'),
    registered_at: text('registered_at'),
    last_login_at: typeof info.last_login_at === 'string' ? info.last_login_at : null,
    has_withdraw_password:
      typeof info.has_withdraw_password === 'boolean' ? info.has_withdraw_password : undefined,
  };
}
