import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { saveWithdrawPassword, type WithdrawPasswordField } from '../api/account-api.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { validateWithdrawPassword } from '../validation.ts';
import './account.css';
import { PasswordField } from './password-field.tsx';

/**
 * The six-digit withdrawal password. `set` (none yet): new, repeat and the login password to confirm;
 * `change`: the current one, new and repeat (docs/API.md "Withdrawal password").
 */
export function WithdrawPasswordForm({ mode, onDone }: { mode: 'set' | 'change'; onDone: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');
  const [loginPassword, setLoginPassword] = useState('');
  const { errors, busy, submitWith } = useAccountForm<WithdrawPasswordField>();
  const set = mode === 'set';
  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitWith(event, {
      found: validateWithdrawPassword(
        set
          ? ({ mode, password, repassword, loginPassword } as const)
          : ({ mode, old, password, repassword } as const),
      ),
      save: () =>
        saveWithdrawPassword(set ? { password, repassword, loginPassword } : { old, password, repassword }),
      success: set ? t('withdrawPassword.successSet') : t('withdrawPassword.successChange'),
      onDone,
    });

  return (
    <form className="jl-account-form" onSubmit={submit} noValidate>
      <p className="jl-account-form__intro">
        {mode === 'set' ? t('withdrawPassword.introSet') : t('withdrawPassword.introChange')}
      </p>
      {mode === 'change' ? (
        <PasswordField
          digits
          label={t('withdrawPassword.old')}
          name="old_password"
          autoComplete="off"
          placeholder={t('withdrawPassword.placeholder')}
          value={old}
          onValueChange={setOld}
          error={errors.old}
        />
      ) : null}
      <PasswordField
        digits
        label={t('withdrawPassword.new')}
        name="password"
        autoComplete="off"
        placeholder={t('withdrawPassword.placeholder')}
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <PasswordField
        digits
        label={t('withdrawPassword.repeat')}
        name="repassword"
        autoComplete="off"
        placeholder={t('withdrawPassword.placeholder')}
        value={repassword}
        onValueChange={setRepassword}
        error={errors.repassword}
      />
      {mode === 'set' ? (
        <PasswordField
          label={t('withdrawPassword.loginPassword')}
          name="login_password"
          autoComplete="current-password"
          placeholder={t('withdrawPassword.loginPasswordPlaceholder')}
          value={loginPassword}
          onValueChange={setLoginPassword}
          error={errors.loginPassword}
        />
      ) : null}
      <Button type="submit" block size="lg" busy={busy} className="jl-account-form__submit">
        {mode === 'set' ? t('withdrawPassword.submitSet') : t('withdrawPassword.submitChange')}
      </Button>
      {mode === 'change' ? <p className="jl-account-form__aside">{t('withdrawPassword.forgot')}</p> : null}
    </form>
  );
}
