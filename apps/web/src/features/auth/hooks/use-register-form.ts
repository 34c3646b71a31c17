import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../../../components/ui/field.tsx';
import { SMS_RESEND_SECONDS } from '../../../config/constants.ts';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { LANDING_KEYS } from '../../../lib/landing.ts';
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
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();
  const set =
    <K extends keyof RegisterValues>(field: K) =>
    (value: RegisterValues[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

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
    const { phone, password, repassword, smsCode, inviteCode } = values;
    const found = validateRegister(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setBusy(true);
    const result = await register({
      phone,
      password,
      repassword,
      sms_code: smsCode.trim(),
      age_confirm: 1,
      terms: 1,
      ...(inviteCode.trim() ? { invite_code: inviteCode.trim() } : {}),
    });
    setBusy(false);
    if (result && result.code === 1) {
      if (!result.msg) showToast(t('register.success'), 'success');
      onSuccess(Boolean(result.data?.token));
    }
  };

  return { values, set, errors, busy, sending, secondsLeft, sendCode, submit };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
