import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox, Field } from '../../../components/ui/field.tsx';
import { MaskedInput } from '../../../components/ui/masked-input.tsx';
import { RgNotice } from '../../../components/ui/rg-notice.tsx';
import { SmsCodeField } from '../../../components/ui/sms-code-field.tsx';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../config/constants.ts';
import { paths } from '../../../config/paths.ts';
import { type RegisterFormState, useRegisterForm } from '../hooks/use-register-form.ts';
import type { RegisterField } from '../validation.ts';
import './auth-forms.css';
import { PasswordToggle } from './password-toggle.tsx';

export type RegisterFormProps = {
  /** Called with whether the answer carried a session (logged in) or the player must now log in. */
  onSuccess: (loggedIn: boolean) => void;
  onSwitchToLogin: () => void;
};

type Part = { form: RegisterFormState };

function useErr({ form }: Part) {
  const { t } = useTranslation();
  return (field: RegisterField) =>
    form.errors[field] ? t(form.errors[field]) : (form.refused[field] ?? null);
}

/** The phone and the SMS code, with the button that sends it (and its resend countdown). */
function PhoneAndCode({ form }: Part) {
  const { t } = useTranslation();
  const err = useErr({ form });
  const { values, set, secondsLeft } = form;
  return (
    <>
      <MaskedInput
        mask="phone"
        label={t('register.phone')}
        name="phone"
        value={values.phone}
        onValueChange={set('phone')}
        error={err('phone')}
      />
      <SmsCodeField
        label={t('register.smsCode')}
        placeholder={t('register.smsPlaceholder')}
        value={values.smsCode}
        onValueChange={set('smsCode')}
        error={err('smsCode')}
        sendLabel={secondsLeft > 0 ? t('register.resend', { seconds: secondsLeft }) : t('register.sendCode')}
        sendClassName="jl-send-code"
        sending={form.sending}
        secondsLeft={secondsLeft}
        onSend={form.sendCode}
      />
    </>
  );
}

/** The password twice (one toggle shows both) and the referral code. */
function PasswordAndInvite({ form }: Part) {
  const { t } = useTranslation();
  const err = useErr({ form });
  const [showPassword, setShowPassword] = useState(false);
  const { values, set, errors } = form;
  return (
    <>
      <Field
        label={t('register.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        placeholder={t('register.passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
        value={values.password}
        onChange={(event) => set('password')(event.target.value)}
        error={
          errors.password
            ? t(errors.password, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
            : (form.refused.password ?? null)
        }
        trailing={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
      />
      <Field
        label={t('register.repassword')}
        name="repassword"
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        placeholder={t('register.repasswordPlaceholder')}
        value={values.repassword}
        onChange={(event) => set('repassword')(event.target.value)}
        error={err('repassword')}
      />
      <Field
        label={t('register.inviteCode')}
        name="invite_code"
        autoComplete="off"
        maxLength={16}
        placeholder={t('register.invitePlaceholder')}
        value={values.inviteCode}
        onChange={(event) => set('inviteCode')(event.target.value)}
      />
    </>
  );
}

/** Registration: phone, SMS code, password twice, referral code, 18+ and terms. */
export function RegisterForm({ onSuccess, onSwitchToLogin }: RegisterFormProps) {
  const { t } = useTranslation();
  const form = useRegisterForm(onSuccess);
  const err = useErr({ form });
  const { values, set } = form;
  return (
    <form className="jl-auth-form" onSubmit={form.submit} noValidate>
      <PhoneAndCode form={form} />
      <PasswordAndInvite form={form} />
      <Checkbox checked={values.ageConfirmed} onChange={set('ageConfirmed')} error={err('age')}>
        {t('register.ageConfirm')}
      </Checkbox>
      <Checkbox checked={values.termsAccepted} onChange={set('termsAccepted')} error={err('terms')}>
        {t('register.termsPrefix')}{' '}
        <a href={paths.terms} target="_blank" rel="noopener">
          {t('register.termsLink')}
        </a>
      </Checkbox>
      <div className="jl-auth-form__rg">
        <RgNotice title={t('rg.title')} body={t('rg.short')} compact />
      </div>
      <Button type="submit" block size="lg" busy={form.busy} className="jl-auth-form__submit">
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
