import { authApi } from '@jl/core/routes/auth.ts';
import { call } from '../../../lib/api-client.ts';
import { FORM, submitForm } from '../../../lib/submit-form.ts';

export type LoginPasswordField = 'old' | 'password' | 'repassword';

/** `POST /user/password`: every other session of the player ends (docs/API.md). */
export const changeLoginPassword = (input: { old: string; password: string; repassword: string }) =>
  submitForm<LoginPasswordField>(
    call(
      authApi.password,
      { old_password: input.old, password: input.password, repassword: input.repassword },
      FORM,
    ),
    { old_password: 'old', password: 'password', repassword: 'repassword' },
  );

export type ResetField = 'phone' | 'code' | 'password' | 'repassword';

/** `POST /sms/send` with scene `reset`; answers the seconds until another code may be asked for. */
export async function sendResetCode(phone: string): Promise<{ resendAfter: number } | null> {
  const result = await call(authApi.smsSend, { phone, scene: 'reset' }, { loading: true });
  if (result === false || result.code !== 1) return null;
  const wait = result.data?.resend_after;
  return { resendAfter: typeof wait === 'number' && wait > 0 ? wait : 0 };
}

/** `POST /user/password/reset`: a forgotten password, proven with the SMS code; every session ends. */
export const resetLoginPassword = (input: {
  phone: string;
  code: string;
  password: string;
  repassword: string;
}) =>
  submitForm<ResetField>(
    call(
      authApi.passwordReset,
      { phone: input.phone, sms_code: input.code, password: input.password, repassword: input.repassword },
      FORM,
    ),
    { phone: 'phone', sms_code: 'code', password: 'password', repassword: 'repassword' },
  );

export type WithdrawPasswordField = 'old' | 'password' | 'repassword' | 'loginPassword';

/**
 * `POST /user/withdraw-password`: the first time with the login password to confirm, afterwards
 * with the current withdrawal password.
 */
export const saveWithdrawPassword = (
  input: { password: string; repassword: string } & ({ old: string } | { loginPassword: string }),
) =>
  submitForm<WithdrawPasswordField>(
    call(
      authApi.withdrawPassword,
      {
        password: input.password,
        repassword: input.repassword,
        ...('old' in input ? { old_password: input.old } : { login_password: input.loginPassword }),
      },
      FORM,
    ),
    {
      old_password: 'old',
      password: 'password',
      repassword: 'repassword',
      login_password: 'loginPassword',
    },
  );
