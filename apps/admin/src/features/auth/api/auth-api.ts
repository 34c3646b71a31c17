import { adminLoginResult, adminMe, totpConfirmResult, totpEnrolment } from '@jl/core/contracts/admin.ts';
import { z } from 'zod';
import { api, post } from '../../../lib/api.ts';

const empty = z.object({});

export const fetchMe = () => api('/admin/me', adminMe);

export const login = (username: string, password: string) =>
  post('/admin/login', adminLoginResult, { username, password });

export const enrolTotp = () => post('/admin/2fa/enrol', totpEnrolment);

export const confirmTotp = (code: string) => post('/admin/2fa/confirm', totpConfirmResult, { code });

/** The second factor: an app's code, or one of the recovery codes. */
export const verifyTotp = (value: string, recovery: boolean) =>
  post('/admin/2fa/verify', empty, recovery ? { recovery_code: value.trim() } : { code: value });

export const logout = () => post('/admin/logout', empty);
