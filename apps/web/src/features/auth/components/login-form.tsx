import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { MaskedInput } from '../../../components/ui/masked-input.tsx';
import { paths } from '../../../config/paths.ts';
import { closeAuthPopups } from '../../../lib/session.ts';
import { type LoginCaptcha, useLoginForm } from '../hooks/use-login-form.ts';
import './auth-forms.css';
import { PasswordToggle } from './password-toggle.tsx';

export type LoginFormProps = {
  onSuccess: () => void;
  onSwitchToRegister: () => void;
};

/** The login code: the SMS code or the picture's, and the switch between them. */
function CaptchaFields({ code, error }: { code: LoginCaptcha; error: string | null }) {
  const { t } = useTranslation(['common', 'auth']);
  const { captchaShown, bySms, captcha, captchaCode, setCaptchaCode } = code;
  if (!captchaShown) return null;
  return (
    <>
      {bySms ? (
        <Field
          label={t('auth:loginSms.code')}
          name="captcha"
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder={t('auth:loginSms.placeholder')}
          value={captchaCode}
          maxLength={8}
          onChange={(event) => setCaptchaCode(event.target.value)}
          error={error}
        />
      ) : (
        <Field
          label={t('login.captcha')}
          name="captcha"
          autoComplete="off"
          autoCapitalize="off"
          placeholder={t('login.captchaPlaceholder')}
          value={captchaCode}
          maxLength={8}
          onChange={(event) => setCaptchaCode(event.target.value)}
          error={error}
          trailing={
            <button type="button" className="jl-captcha" onClick={() => void code.refreshCaptcha()}>
              {captcha ? (
                // The picture names itself and the action (the button's name comes from it).
                <img src={captcha.image} alt={t('login.captchaImage')} width={120} height={40} />
              ) : (
                <span>{t('login.refreshCaptcha')}</span>
              )}
            </button>
          }
        />
      )}
      <p className="jl-auth-form__forgot">
        <button
          type="button"
          className="jl-link-btn"
          onClick={() => void (bySms ? code.refreshCaptcha() : code.askSmsCode())}
        >
          {bySms ? t('auth:loginSms.usePicture') : t('auth:loginSms.useSms')}
        </button>
      </p>
    </>
  );
}

/**
 * Login (username = phone, password, verification code). The image code shows when the site always
 * asks for it (`config.login.captcha = 'always'`) or when a refusal says it is needed (`data.error`
 * CAPTCHA_REQUIRED / CAPTCHA_INVALID). A player who cannot read the picture asks for a code by SMS
 * instead (scene `login`) and types that one. The state and the submit are `hooks/use-login-form.ts`.
 */
export function LoginForm({ onSuccess, onSwitchToRegister }: LoginFormProps) {
  const { t } = useTranslation(['common', 'auth']);
  const form = useLoginForm(onSuccess);
  const { errors, showPassword } = form;
  return (
    <form className="jl-auth-form" onSubmit={form.submit} noValidate>
      <MaskedInput
        mask="phone"
        label={t('login.username')}
        name="username"
        value={form.username}
        onValueChange={form.setUsername}
        error={errors.username ? t(errors.username) : null}
        autoComplete="username"
      />
      <Field
        label={t('login.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        value={form.password}
        onChange={(event) => form.setPassword(event.target.value)}
        error={errors.password ? t(errors.password) : null}
        trailing={<PasswordToggle shown={showPassword} onToggle={() => form.setShowPassword((v) => !v)} />}
      />
      <CaptchaFields code={form.code} error={errors.captcha ? t(errors.captcha) : null} />
      <p className="jl-auth-form__forgot">
        <Link to={paths.resetPassword} onClick={closeAuthPopups}>
          {t('auth:loginPassword.forgot')}
        </Link>
      </p>
      <Button type="submit" block size="lg" busy={form.busy} className="jl-auth-form__submit">
        {t('login.submit')}
      </Button>
      <p className="jl-auth-form__switch">
        {t('login.noAccount')}{' '}
        <button type="button" className="jl-link-btn" onClick={onSwitchToRegister}>
          {t('login.toRegister')}
        </button>
      </p>
    </form>
  );
}
