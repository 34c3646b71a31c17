import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { changeLoginPassword, type LoginPasswordField } from '../api/account-api.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { validateLoginPasswordChange } from '../validation.ts';
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
  const { errors, busy, submitWith } = useAccountForm<LoginPasswordField>();
  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitWith(event, {
      found: validateLoginPasswordChange({ old, password, repassword }),
      save: () => changeLoginPassword({ old, password, repassword }),
      success: t('loginPassword.success'),
      onDone,
    });

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
