import { type ApiResult, request } from '../../../lib/api-client.ts';
import { setSession, type UserInfo } from '../../../lib/store.ts';

/** `POST /user/login` and `/user/register` answer with a session (DESIGN §4). */
export type SessionData = { member_id: string | number; token: string; userInfo?: UserInfo | null };

export type LoginBody = { username: string; password: string; captcha_id?: string; captcha_code?: string };

export type RegisterBody = {
  phone: string;
  password: string;
  repassword: string;
  invite_code?: string;
  sms_code: string;
  age_confirm: 1;
  terms: 1;
};

export type Captcha = { captcha_id: string; image: string };

/** Refusal reasons that mean "show (a new) image verification code" on the login form. */
export const CAPTCHA_ERRORS: readonly string[] = ['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID'];

function storeSession(result: ApiResult<SessionData | null>): void {
  const data = result && result.code === 1 ? result.data : null;
  if (data?.token && data.member_id !== undefined && data.member_id !== null) setSession(data);
}

export async function login(body: LoginBody): Promise<ApiResult<SessionData | { error?: string } | null>> {
  const result = await request<SessionData | null>('/user/login', { method: 'POST', data: body });
  storeSession(result);
  return result;
}

export async function register(body: RegisterBody): Promise<ApiResult<SessionData | null>> {
  const result = await request<SessionData | null>('/user/register', { method: 'POST', data: body });
  storeSession(result);
  return result;
}

export function sendSmsCode(
  phone: string,
  scene: 'register' | 'reset' | 'login',
): Promise<ApiResult<unknown>> {
  return request('/sms/send', { method: 'POST', data: { phone, scene } });
}

export async function getCaptcha(): Promise<Captcha | null> {
  const result = await request<Captcha>('/common/captcha', { toast: false });
  return result && result.code === 1 && result.data?.image ? result.data : null;
}

/** Whether a login refusal asks for the image code (`data.error` or `data.captcha: true`). */
export function needsCaptcha(result: ApiResult<unknown>): boolean {
  if (!result || result.code === 1 || typeof result.data !== 'object' || result.data === null) return false;
  const data = result.data as { error?: unknown; captcha?: unknown };
  return data.captcha === true || (typeof data.error === 'string' && CAPTCHA_ERRORS.includes(data.error));
}
