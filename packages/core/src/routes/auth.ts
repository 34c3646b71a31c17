import type { authSchemas } from '../contracts/auth.ts';
import { endpoints } from './route.ts';

/** Accounts and sessions (module `auth`; docs/API.md "Accounts and sessions"). */
export const authApi = endpoints<typeof authSchemas>()({
  register: 'POST /user/register',
  login: 'POST /user/login',
  logout: 'POST /user/logout',
  info: 'GET /user/info',
  password: 'POST /user/password',
  passwordReset: 'POST /user/password/reset',
  withdrawPassword: 'POST /user/withdraw-password',
  captcha: 'GET /common/captcha',
  smsSend: 'POST /sms/send',
});
