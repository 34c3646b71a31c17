import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field, focusFirstInvalid } from '../../../components/ui/field.tsx';
import { MaskedInput } from '../../../components/ui/masked-input.tsx';
import { SMS_RESEND_SECONDS } from '../../../config/constants.ts';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { showToast } from '../../../lib/toast.ts';
import { type ResetField, resetLoginPassword, sendResetCode } from '../api/account-api.ts';
import { checkResetPhone, isValid, validatePasswordReset } from '../validation.ts';
import './account.css';
import { PasswordField } from './password-field.tsx';

/**
 * A forgotten login password: the account's phone, a code sent by SMS (resend after 60 s), the new
 * password twice. Every session of the player ends on success; `onDone` sends them to log in.
 */
export function ResetPasswordForm({
  onDone,
  initialPhone = '',
}: {
  onDone: () => void;
  initialPhone?: string;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ResetField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();

  const sendCode = async () => {
    const phoneError = checkResetPhone(phone);
    setErrors((e) => ({ ...e, phone: phoneError ? t(phoneError) : undefined }));
    if (phoneError) return;
    setSending(true);
    const sent = await sendResetCode(phone);
    setSending(false);
    if (sent) {
      startCountdown(sent.resendAfter || SMS_RESEND_SECONDS);
      showToast(t('reset.codeSent'), 'success');
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validatePasswordReset({ phone, code, password, repassword });
    setErrors(Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)])));
    if (!isValid(found)) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    const outcome = await resetLoginPassword({ phone, code: code.trim(), password, repassword });
    setBusy(false);
    if (outcome.ok) {
      showToast(t('reset.success'), 'success');
      onDone();
      return;
    }
    setErrors(outcome.fields);
    focusFirstInvalid(form);
  };

  return (
    <form className="jl-account-form" onSubmit={submit} noValidate>
      <p className="jl-account-form__intro">{t('reset.intro')}</p>
      <MaskedInput
        mask="phone"
        label={t('reset.phone')}
        name="phone"
        value={phone}
        onValueChange={setPhone}
        error={errors.phone}
      />
      <Field
        label={t('reset.code')}
        name="sms_code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('reset.codePlaceholder')}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D+/g, ''))}
        error={errors.code}
        trailing={
          <Button
            size="sm"
            variant="ghost"
            className="jl-account-form__send"
            busy={sending}
            disabled={secondsLeft > 0}
            onClick={() => void sendCode()}
          >
            {secondsLeft > 0 ? t('reset.resend', { seconds: secondsLeft }) : t('reset.sendCode')}
          </Button>
        }
      />
      <PasswordField
        label={t('reset.new')}
        name="password"
        autoComplete="new-password"
        placeholder={t('loginPassword.newPlaceholder')}
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <PasswordField
        label={t('reset.repeat')}
        name="repassword"
        autoComplete="new-password"
        placeholder={t('loginPassword.repeatPlaceholder')}
        value={repassword}
        onValueChange={setRepassword}
        error={errors.repassword}
      />
      <Button type="submit" block size="lg" busy={busy} className="jl-account-form__submit">
        {t('reset.submit')}
      </Button>
    </form>
  );
}
