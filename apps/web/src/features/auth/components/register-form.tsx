import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox, Field, focusFirstInvalid } from '../../../components/ui/field.tsx';
import { MaskedInput } from '../../../components/ui/masked-input.tsx';
import { RgNotice } from '../../../components/ui/rg-notice.tsx';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SMS_RESEND_SECONDS } from '../../../config/constants.ts';
import { paths } from '../../../config/paths.ts';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { LANDING_KEYS } from '../../../lib/landing.ts';
import { showToast } from '../../../lib/toast.ts';
import { register, sendSmsCode } from '../api/auth-api.ts';
import { checkPhone, type Errors, hasErrors, type RegisterField, validateRegister } from '../validation.ts';
import './auth-forms.css';
import { PasswordToggle } from './password-toggle.tsx';

export type RegisterFormProps = {
  /** Called with whether the answer carried a session (logged in) or the player must now log in. */
  onSuccess: (loggedIn: boolean) => void;
  onSwitchToLogin: () => void;
};

const storedRegKey = (): string => {
  try {
    return localStorage.getItem(LANDING_KEYS.regKey) ?? '';
  } catch {
    return '';
  }
};

/** Registration (spec §3/§5): phone, SMS code, password twice, referral code, 18+ and terms. */
export function RegisterForm({ onSuccess, onSwitchToLogin }: RegisterFormProps) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');
  const [inviteCode, setInviteCode] = useState(storedRegKey);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Errors<RegisterField>>({});
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();
  const err = (field: RegisterField) => (errors[field] ? t(errors[field]) : null);

  const sendCode = async () => {
    const phoneError = checkPhone(phone);
    setErrors((e) => ({ ...e, phone: phoneError }));
    if (phoneError) return;
    setSending(true);
    const result = await sendSmsCode(phone, 'register');
    setSending(false);
    if (result && result.code === 1) {
      const wait = result.data?.resend_after;
      startCountdown(typeof wait === 'number' && wait > 0 ? wait : SMS_RESEND_SECONDS);
      if (!result.msg) showToast(t('register.codeSent'), 'success');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegister({ phone, password, repassword, smsCode, ageConfirmed, termsAccepted });
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

  return (
    <form className="jl-auth-form" onSubmit={submit} noValidate>
      <MaskedInput
        mask="phone"
        label={t('register.phone')}
        name="phone"
        value={phone}
        onValueChange={setPhone}
        error={err('phone')}
      />
      <Field
        label={t('register.smsCode')}
        name="sms_code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('register.smsPlaceholder')}
        value={smsCode}
        onChange={(event) => setSmsCode(event.target.value.replace(/\D+/g, ''))}
        error={err('smsCode')}
        trailing={
          <Button
            size="sm"
            variant="ghost"
            className="jl-send-code"
            busy={sending}
            disabled={secondsLeft > 0}
            onClick={sendCode}
          >
            {secondsLeft > 0 ? t('register.resend', { seconds: secondsLeft }) : t('register.sendCode')}
          </Button>
        }
      />
      <Field
        label={t('register.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        placeholder={t('register.passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={
          errors.password ? t(errors.password, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : null
        }
        trailing={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
      />
      <Field
        label={t('register.repassword')}
        name="repassword"
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        placeholder={t('register.repasswordPlaceholder')}
        value={repassword}
        onChange={(event) => setRepassword(event.target.value)}
        error={err('repassword')}
      />
      <Field
        label={t('register.inviteCode')}
        name="invite_code"
        autoComplete="off"
        maxLength={16}
        placeholder={t('register.invitePlaceholder')}
        value={inviteCode}
        onChange={(event) => setInviteCode(event.target.value)}
      />
      <Checkbox checked={ageConfirmed} onChange={setAgeConfirmed} error={err('age')}>
        {t('register.ageConfirm')}
      </Checkbox>
      <Checkbox checked={termsAccepted} onChange={setTermsAccepted} error={err('terms')}>
        {t('register.termsPrefix')}{' '}
        <a href={paths.terms} target="_blank" rel="noopener">
          {t('register.termsLink')}
        </a>
      </Checkbox>
      <div className="jl-auth-form__rg">
        <RgNotice title={t('rg.title')} body={t('rg.short')} compact />
      </div>
      <Button type="submit" block size="lg" busy={busy} className="jl-auth-form__submit">
        {t('register.submit')}
      </Button>
      <p className="jl-auth-form__switch">
        {t('register.hasAccount')}{' '}
        <button type="button" className="jl-link-btn" onClick={onSwitchToLogin}>
          {t('register.toLogin')}
        </button>
      </p>
    </form>
  );
}
