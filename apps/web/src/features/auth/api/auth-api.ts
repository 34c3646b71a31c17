import { authApi } from '@jl/core/routes/auth.ts';
import type { RouteAnswer, RouteInput } from '@jl/core/routes/route.ts';
import { type ApiResult, call, errorOf } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/store.ts';
import { FORM } from '../../../lib/submit-form.ts';

/** `POST /user/login` and `/user/register` answer with a session (docs/API.md "Accounts and sessions"). */
export type SessionData = RouteAnswer<typeof authApi.login>;
export type LoginBody = RouteInput<typeof authApi.login>;
export type RegisterBody = RouteInput<typeof authApi.register>;
export type Captcha = RouteAnswer<typeof authApi.captcha>;

/** Refusal reasons that mean "show (a new) image verification code" on the login form. */
export const CAPTCHA_ERRORS: readonly string[] = ['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID'];

function storeSession(result: ApiResult<SessionData>): void {
  const data = result && result.code === 1 ? result.data : null;
  if (data?.token && data.member_id !== undefined && data.member_id !== null) setSession(data);
}

export async function login(body: LoginBody): Promise<ApiResult<SessionData>> {
  const result = await call(authApi.login, body);
  storeSession(result);
  return result;
}

/** Quiet: the form shows a refusal under the field it names (a wrong SMS code under the code). */
export async function register(body: RegisterBody): Promise<ApiResult<SessionData>> {
  const result = await call(authApi.register, body, FORM);
  storeSession(result);
  return result;
}

export const sendSmsCode = (phone: string, scene: RouteInput<typeof authApi.smsSend>['scene']) =>
  call(authApi.smsSend, { phone, scene });

export async function getCaptcha(): Promise<Captcha | null> {
  const result = await call(authApi.captcha, {}, { toast: false });
  return result && result.code === 1 && result.data?.image ? result.data : null;
}

/** Whether a login refusal asks for the image code (`data.error` CAPTCHA_REQUIRED / CAPTCHA_INVALID). */
export const needsCaptcha = (result: ApiResult<unknown>): boolean =>
  CAPTCHA_ERRORS.includes(errorOf(result) ?? '');
