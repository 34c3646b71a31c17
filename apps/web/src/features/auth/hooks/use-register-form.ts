import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../../../components/ui/field.tsx';
import { SMS_RESEND_SECONDS } from '../../../config/constants.ts';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { LANDING_KEYS } from '../../../lib/landing.ts';
import { submitForm } from '../../../lib/submit-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { register, sendSmsCode } from '../api/auth-api.ts';
import { checkPhone, type Errors, hasErrors, type RegisterField, validateRegister } from '../validation.ts';

const storedRegKey = (): string => {
  try {
    return localStorage.getItem(LANDING_KEYS.regKey) ?? '';
  } catch {
    return '';
  }
};

/** The server's field names (`data.field` of a refusal) as this form's fields. */
const REGISTER_FIELDS: Record<string, RegisterField> = {
  phone: 'phone',
  sms_code: 'smsCode',
  password: 'password',
  repassword: 'repassword',
};

export type RegisterValues = {
  phone: string;
  smsCode: string;
  password: string;
  repassword: string;
  inviteCode: string;
  ageConfirmed: boolean;
  termsAccepted: boolean;
};

/**
 * The registration form's values (the referral code from the landing link), its errors, the SMS
 * code with its resend countdown, and the submit.
 */
export function useRegisterForm(onSuccess: (loggedIn: boolean) => void) {
  const { t } = useTranslation();
  const [values, setValues] = useState<RegisterValues>(() => ({
    phone: '',
    smsCode: '',
    password: '',
    repassword: '',
    inviteCode: storedRegKey(),
    ageConfirmed: false,
    termsAccepted: false,
  }));
  const [errors, setErrors] = useState<Errors<RegisterField>>({});
  /** What the server refused, under the field it named (a wrong SMS code): its localised message. */
  const [refused, setRefused] = useState<Partial<Record<RegisterField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();
  const set =
    <K extends keyof RegisterValues>(field: K) =>
    (value: RegisterValues[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setRefused((r) => (field in r ? { ...r, [field]: undefined } : r));
    };

  const sendCode = async () => {
    const phoneError = checkPhone(values.phone);
    setErrors((e) => ({ ...e, phone: phoneError }));
    if (phoneError) return;
    setSending(true);
    const result = await sendSmsCode(values.phone, 'register');
    setSending(false);
    if (result && result.code === 1) {
      const wait = result.data?.resend_after;
      startCountdown(typeof wait === 'number' && wait > 0 ? wait : SMS_RESEND_SECONDS);
      if (!result.msg) showToast(t('register.codeSent'), 'success');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const { phone, password, repassword, smsCode, inviteCode } = values;
    const found = validateRegister(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    const outcome = await submitForm<RegisterField>(
      register({
        phone,
        password,
        repassword,
        sms_code: smsCode.trim(),
        age_confirm: 1,
        terms: 1,
        ...(inviteCode.trim() ? { invite_code: inviteCode.trim() } : {}),
      }),
      REGISTER_FIELDS,
    );
    setBusy(false);
    if (!outcome.ok) {
      setRefused(outcome.fields);
      focusFirstInvalid(form);
      return;
    }
    const session = outcome.data as { token?: string } | null;
    showToast(t('register.success'), 'success');
    onSuccess(Boolean(session?.token));
  };

  return { values, set, errors, refused, busy, sending, secondsLeft, sendCode, submit };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
