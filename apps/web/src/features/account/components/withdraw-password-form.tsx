import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { focusFirstInvalid } from '../../../components/ui/field.tsx';
import { showToast } from '../../../lib/toast.ts';
import { saveWithdrawPassword, type WithdrawPasswordField } from '../api/account-api.ts';
import { isValid, validateWithdrawPassword } from '../validation.ts';
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
  const [errors, setErrors] = useState<Partial<Record<WithdrawPasswordField, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input =
      mode === 'set'
        ? ({ mode, password, repassword, loginPassword } as const)
        : ({ mode, old, password, repassword } as const);
    const found = validateWithdrawPassword(input);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)])));
    if (!isValid(found)) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    const outcome = await saveWithdrawPassword(
      mode === 'set' ? { password, repassword, loginPassword } : { old, password, repassword },
    );
    setBusy(false);
    if (outcome.ok) {
      showToast(
        mode === 'set' ? t('withdrawPassword.successSet') : t('withdrawPassword.successChange'),
        'success',
      );
      onDone();
      return;
    }
    setErrors(outcome.fields);
    focusFirstInvalid(form);
  };

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
