import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field, focusFirstInvalid } from '../../../components/ui/field.tsx';
import { MaskedInput } from '../../../components/ui/masked-input.tsx';
import { paths } from '../../../config/paths.ts';
import { closeAuthPopups } from '../../../lib/session.ts';
import { useAppState } from '../../../lib/store.ts';
import { type Captcha, getCaptcha, login, needsCaptcha, sendSmsCode } from '../api/auth-api.ts';
import { type Errors, hasErrors, validateLogin } from '../validation.ts';
import './auth-forms.css';
import { PasswordToggle } from './password-toggle.tsx';

export type LoginFormProps = {
  onSuccess: () => void;
  onSwitchToRegister: () => void;
};

/**
 * Login (spec §3 fields: username = phone, password, verification code). The image code shows
 * when the site always asks for it (`config.login.captcha = 'always'`) or when a refusal says it is
 * needed (`data.error` CAPTCHA_REQUIRED / CAPTCHA_INVALID). A player who
 * cannot read the picture asks for a code by SMS instead (scene `login`) and types that one.
 */
export function LoginForm({ onSuccess, onSwitchToRegister }: LoginFormProps) {
  const { t } = useTranslation(['common', 'auth']);
  const captchaAlways = useAppState((s) => s.config?.login?.captcha === 'always');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(captchaAlways);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaCode, setCaptchaCode] = useState('');
  /** The accessible alternative: the code field takes the SMS code instead of the picture's. */
  const [bySms, setBySms] = useState(false);
  const [errors, setErrors] = useState<Errors<'username' | 'password' | 'captcha'>>({});
  const [busy, setBusy] = useState(false);

  const refreshCaptcha = useCallback(async () => {
    setCaptchaCode('');
    setBySms(false);
    setCaptcha(await getCaptcha());
  }, []);

  const askSmsCode = async () => {
    if (!username.replace(/\D/g, '')) {
      setErrors({ username: 'validation.phoneRequired' });
      return;
    }
    const sent = await sendSmsCode(username, 'login');
    if (sent && sent.code === 1) {
      setCaptchaCode('');
      setBySms(true);
    }
  };

  useEffect(() => {
    if (captchaAlways) setCaptchaShown(true);
  }, [captchaAlways]);

  useEffect(() => {
    if (captchaShown) void refreshCaptcha();
  }, [captchaShown, refreshCaptcha]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ username, password, captcha: captchaCode, captchaShown });
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setBusy(true);
    const result = await login({
      username,
      password,
      ...(captchaShown && bySms ? { sms_code: captchaCode.trim() } : {}),
      ...(captchaShown && !bySms && captcha
        ? { captcha_id: captcha.captcha_id, captcha_code: captchaCode.trim() }
        : {}),
    });
    setBusy(false);
    if (result && result.code === 1) {
      onSuccess();
      return;
    }
    if (needsCaptcha(result)) {
      if (captchaShown) void refreshCaptcha();
      else setCaptchaShown(true);
    }
  };

  return (
    <form className="jl-auth-form" onSubmit={submit} noValidate>
      <MaskedInput
        mask="phone"
        label={t('login.username')}
        name="username"
        value={username}
        onValueChange={setUsername}
        error={errors.username ? t(errors.username) : null}
        autoComplete="username"
      />
      <Field
        label={t('login.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password ? t(errors.password) : null}
        trailing={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
      />
      {captchaShown && bySms ? (
        <Field
          label={t('auth:loginSms.code')}
          name="captcha"
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder={t('auth:loginSms.placeholder')}
          value={captchaCode}
          maxLength={8}
          onChange={(event) => setCaptchaCode(event.target.value)}
          error={errors.captcha ? t(errors.captcha) : null}
        />
      ) : null}
      {captchaShown && !bySms ? (
        <Field
          label={t('login.captcha')}
          name="captcha"
          autoComplete="off"
          autoCapitalize="off"
          placeholder={t('login.captchaPlaceholder')}
          value={captchaCode}
          maxLength={8}
          onChange={(event) => setCaptchaCode(event.target.value)}
          error={errors.captcha ? t(errors.captcha) : null}
          trailing={
            <button type="button" className="jl-captcha" onClick={() => void refreshCaptcha()}>
              {captcha ? (
                // The picture names itself and the action (the button's name comes from it).
                <img src={captcha.image} alt={t('login.captchaImage')} width={120} height={40} />
              ) : (
                <span>{t('login.refreshCaptcha')}</span>
              )}
            </button>
          }
        />
      ) : null}
      {captchaShown ? (
        <p className="jl-auth-form__forgot">
          <button
            type="button"
            className="jl-link-btn"
            onClick={() => void (bySms ? refreshCaptcha() : askSmsCode())}
          >
            {bySms ? t('auth:loginSms.usePicture') : t('auth:loginSms.useSms')}
          </button>
        </p>
      ) : null}
      <p className="jl-auth-form__forgot">
        <Link to={paths.resetPassword} onClick={closeAuthPopups}>
          {t('auth:loginPassword.forgot')}
        </Link>
      </p>
      <Button type="submit" block size="lg" busy={busy} className="jl-auth-form__submit">
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
