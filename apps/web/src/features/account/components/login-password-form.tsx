import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { focusFirstInvalid } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { showToast } from '../../../lib/toast.ts';
import { changeLoginPassword, type LoginPasswordField } from '../api/account-api.ts';
import { isValid, validateLoginPasswordChange } from '../validation.ts';
import './account.css';
import { PasswordField } from './password-field.tsx';

/**
 * Change the login password (old, new, repeat). Every other session of the player ends on success;
 * the form says so before and after.
 */
export function LoginPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<LoginPasswordField, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateLoginPasswordChange({ old, password, repassword });
    setErrors(Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)])));
    if (!isValid(found)) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    const outcome = await changeLoginPassword({ old, password, repassword });
    setBusy(false);
    if (outcome.ok) {
      showToast(t('loginPassword.success'), 'success');
      onDone();
      return;
    }
    setErrors(outcome.fields);
    focusFirstInvalid(form);
  };

  return (
    <form className="jl-account-form" onSubmit={submit} noValidate>
      <p className="jl-account-form__intro">{t('loginPassword.intro')}</p>
      <PasswordField
        label={t('loginPassword.old')}
        name="old_password"
        autoComplete="current-password"
        placeholder={t('loginPassword.oldPlaceholder')}
        value={old}
        onValueChange={setOld}
        error={errors.old}
      />
      <PasswordField
        label={t('loginPassword.new')}
        name="password"
        autoComplete="new-password"
        placeholder={t('loginPassword.newPlaceholder')}
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <PasswordField
        label={t('loginPassword.repeat')}
        name="repassword"
        autoComplete="new-password"
        placeholder={t('loginPassword.repeatPlaceholder')}
        value={repassword}
        onValueChange={setRepassword}
        error={errors.repassword}
      />
      <Button type="submit" block size="lg" busy={busy} className="jl-account-form__submit">
        {t('loginPassword.submit')}
      </Button>
      <p className="jl-account-form__aside">
        <Link to={paths.resetPassword}>{t('loginPassword.forgot')}</Link>
      </p>
    </form>
  );
}
