import { type Dispatch, type FormEvent, type SetStateAction, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { MaskedInput } from '../../../components/ui/masked-input.tsx';
import { SmsCodeField } from '../../../components/ui/sms-code-field.tsx';
import { SMS_RESEND_SECONDS } from '../../../config/constants.ts';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { showToast } from '../../../lib/toast.ts';
import { type ResetField, resetLoginPassword, sendResetCode } from '../api/account-api.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { checkResetPhone, validatePasswordReset } from '../validation.ts';
import './account.css';
import { PasswordField } from './password-field.tsx';

/** Sends the reset code to the typed phone, and counts down to when it may be sent again. */
function useResetCode(
  phone: string,
  setErrors: Dispatch<SetStateAction<Partial<Record<ResetField, string>>>>,
) {
  const { t } = useTranslation(['auth', 'common']);
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
  return { sending, secondsLeft, sendCode };
}

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
  const { errors, setErrors, busy, submitWith } = useAccountForm<ResetField>();
  const { sending, secondsLeft, sendCode } = useResetCode(phone, setErrors);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitWith(event, {
      found: validatePasswordReset({ phone, code, password, repassword }),
      save: () => resetLoginPassword({ phone, code: code.trim(), password, repassword }),
      success: t('reset.success'),
      onDone,
    });

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
      <SmsCodeField
        label={t('reset.code')}
        placeholder={t('reset.codePlaceholder')}
        value={code}
        onValueChange={setCode}
        error={errors.code}
        sendLabel={secondsLeft > 0 ? t('reset.resend', { seconds: secondsLeft }) : t('reset.sendCode')}
        sendClassName="jl-account-form__send"
        sending={sending}
        secondsLeft={secondsLeft}
        onSend={() => void sendCode()}
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
