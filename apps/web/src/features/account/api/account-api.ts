import { authApi } from '@jl/core/routes/auth.ts';
import { type ApiResult, call } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/toast.ts';

/** What a form submission came to: done, or refused with messages for fields and/or the whole form. */
export type SubmitOutcome<F extends string> =
  | { ok: true; data: unknown }
  | { ok: false; fields: Partial<Record<F, string>> };

/** A form's call: quiet (the form shows what the server refused), with the loading indicator. */
const FORM = { loading: true, toast: false } as const;

/**
 * Sorts out the answer of a form's call (made with FORM): a refusal that names one of the form's
 * fields (`data.field`, docs/API.md "Conventions") shows its localised `msg` under that field; any other
 * refusal, and a transport failure, shows as a toast. 302/409 are the api client's (the session ends).
 */
export async function submitForm<F extends string>(
  sent: Promise<ApiResult<unknown>>,
  fieldOf: Record<string, F>,
): Promise<SubmitOutcome<F>> {
  const result = await sent;
  if (result && result.code === 1) return { ok: true, data: result.data };
  if (!result) {
    showToast(t('messages.serverError'), 'error');
    return { ok: false, fields: {} };
  }
  if (result.code !== 0) return { ok: false, fields: {} };
  const message = result.msg || t('messages.dataException');
  const field = result.data?.field ? fieldOf[result.data.field] : undefined;
  if (field) return { ok: false, fields: { [field]: message } as Partial<Record<F, string>> };
  showToast(message, 'error');
  return { ok: false, fields: {} };
}

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
