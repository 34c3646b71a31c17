import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { focusFirstInvalid } from '../../../components/ui/field.tsx';
import { useAppState } from '../../../lib/store.ts';
import { type Captcha, getCaptcha, login, needsCaptcha, sendSmsCode } from '../api/auth-api.ts';
import { type Errors, hasErrors, validateLogin } from '../validation.ts';

export type LoginErrors = Errors<'username' | 'password' | 'captcha'>;

/**
 * The login code: shown when the site always asks for it or once a refusal says it is needed; the
 * picture's code, or (the accessible alternative) a code sent by SMS to the typed phone.
 */
function useLoginCaptcha(username: string, setErrors: (errors: LoginErrors) => void) {
  const captchaAlways = useAppState((s) => s.config?.login?.captcha === 'always');
  const [captchaShown, setCaptchaShown] = useState(captchaAlways);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaCode, setCaptchaCode] = useState('');
  /** The accessible alternative: the code field takes the SMS code instead of the picture's. */
  const [bySms, setBySms] = useState(false);

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

  /** What the login request carries of the code: the SMS code, or the picture's id and code. */
  const proof = () => ({
    ...(captchaShown && bySms ? { sms_code: captchaCode.trim() } : {}),
    ...(captchaShown && !bySms && captcha
      ? { captcha_id: captcha.captcha_id, captcha_code: captchaCode.trim() }
      : {}),
  });
  /** A refusal asked for the code: show it, or show a new picture. */
  const required = () => {
    if (captchaShown) void refreshCaptcha();
    else setCaptchaShown(true);
  };

  return {
    captchaShown,
    captcha,
    captchaCode,
    setCaptchaCode,
    bySms,
    refreshCaptcha,
    askSmsCode,
    proof,
    required,
  };
}

export type LoginCaptcha = ReturnType<typeof useLoginCaptcha>;

/** The login form's fields, their errors and its submit. */
export function useLoginForm(onSuccess: () => void) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  const code = useLoginCaptcha(username, setErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { captchaCode, captchaShown } = code;
    const found = validateLogin({ username, password, captcha: captchaCode, captchaShown });
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setBusy(true);
    const result = await login({ username, password, ...code.proof() });
    setBusy(false);
    if (result && result.code === 1) {
      onSuccess();
      return;
    }
    if (needsCaptcha(result)) code.required();
  };

  return {
    username,
    setUsername,
    password,
    setPassword,
    showPassword,
    setShowPassword,
    errors,
    busy,
    code,
    submit,
  };
}
