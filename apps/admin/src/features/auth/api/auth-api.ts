import { staffAdminApi } from '@jl/core/routes/staff.ts';
import { call } from '../../../lib/api.ts';

export const fetchMe = () => call(staffAdminApi.me);

export const login = (username: string, password: string) =>
  call(staffAdminApi.login, { username, password });

export const enrolTotp = () => call(staffAdminApi.totpEnrol);

export const confirmTotp = (code: string) => call(staffAdminApi.totpConfirm, { code });

/** The second factor: an app's code, or one of the recovery codes. */
export const verifyTotp = (value: string, recovery: boolean) =>
  call(staffAdminApi.totpVerify, recovery ? { recovery_code: value.trim() } : { code: value });

export const logout = () => call(staffAdminApi.logout);
