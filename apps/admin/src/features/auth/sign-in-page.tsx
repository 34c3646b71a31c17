import { adminLoginResult, totpConfirmResult, totpEnrolment } from '@jl/core/contracts/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { LanguageSwitcher } from '../../components/ui/language-switcher.tsx';
import { ErrorNotice } from '../../components/ui/page.tsx';
import { post } from '../../lib/api.ts';
import { t } from '../../lib/i18n.ts';
import { setToken } from '../../lib/session.ts';

const empty = z.object({});

/**
 * Staff sign-in in two factors: password, then TOTP — enrolment by QR code on the first sign-in
 * (confirmed with a code, then the ten recovery codes shown once), a code or a recovery code after.
 */
export function SignInPage(props: { step: 'password' | 'enrol' | 'verify' }) {
  return (
    <main className="auth">
      <section className="card">
        {props.step === 'password' && <PasswordStep />}
        {props.step === 'enrol' && <EnrolStep />}
        {props.step === 'verify' && <VerifyStep />}
        <LanguageSwitcher className="auth-language" />
      </section>
    </main>
  );
}

function PasswordStep() {
  const client = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => post('/admin/login', adminLoginResult, { username, password }),
    onSuccess: (data) => {
      setToken(data.token);
      void client.invalidateQueries({ queryKey: ['me'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };
  return (
    <form onSubmit={submit}>
      <h1>{t('backoffice.shell.brand')}</h1>
      <p>{t('backoffice.auth.lead')}</p>
      <label className="field">
        <span>{t('backoffice.auth.username')}</span>
        <input
          className="input"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
        />
      </label>
      <label className="field">
        <span>{t('backoffice.auth.password')}</span>
        <input
          className="input"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </label>
      <ErrorNotice error={login.error} />
      <div className="row" style={{ marginTop: 14 }}>
        <button className="btn primary" type="submit" disabled={login.isPending}>
          {t('backoffice.auth.continue')}
        </button>
      </div>
    </form>
  );
}

function CodeInput(props: { value: string; onChange: (v: string) => void; label?: string }) {
  return (
    <label className="field">
      <span>{props.label ?? t('backoffice.auth.code')}</span>
      <input
        className="input mono"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        pattern="\d{6}"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value.replace(/\D/g, ''))}
        required
      />
    </label>
  );
}

function EnrolStep() {
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const enrol = useMutation({ mutationFn: () => post('/admin/2fa/enrol', totpEnrolment) });
  const confirm = useMutation({
    mutationFn: () => post('/admin/2fa/confirm', totpConfirmResult, { code }),
    onSuccess: (data) => setCodes(data.recovery_codes),
  });
  // One enrolment per screen: a second call would replace the secret behind the QR code shown.
  const started = useRef(false);
  const start = enrol.mutate;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  if (codes) {
    return (
      <div>
        <h1>{t('backoffice.auth.recoveryTitle')}</h1>
        <p>{t('backoffice.auth.recoveryLead')}</p>
        <div className="codes mono" data-testid="recovery-codes">
          {codes.map((c) => (
            <span key={c}>{c}</span>
          ))}
        </div>
        <button
          className="btn primary"
          type="button"
          onClick={() => void client.invalidateQueries({ queryKey: ['me'] })}
        >
          {t('backoffice.auth.savedCodes')}
        </button>
      </div>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        confirm.mutate();
      }}
    >
      <h1>{t('backoffice.auth.enrolTitle')}</h1>
      <p>{t('backoffice.auth.enrolLead')}</p>
      {enrol.data && (
        <>
          <img className="qr" src={enrol.data.qr} alt={t('backoffice.auth.qrAlt')} />
          <p className="muted" style={{ textAlign: 'center' }}>
            {t('backoffice.auth.noCamera')}{' '}
            <span className="mono" data-testid="totp-secret">
              {enrol.data.secret}
            </span>
          </p>
        </>
      )}
      <ErrorNotice error={enrol.error} />
      <CodeInput value={code} onChange={setCode} />
      <ErrorNotice error={confirm.error} />
      <div className="row" style={{ marginTop: 14 }}>
        <button
          className="btn primary"
          type="submit"
          disabled={!enrol.data || code.length !== 6 || confirm.isPending}
        >
          {t('backoffice.common.confirm')}
        </button>
        <SignOut />
      </div>
    </form>
  );
}

function VerifyStep() {
  const client = useQueryClient();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const verify = useMutation({
    mutationFn: () =>
      post('/admin/2fa/verify', empty, recovery ? { recovery_code: value.trim() } : { code: value }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['me'] }),
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        verify.mutate();
      }}
    >
      <h1>{t('backoffice.auth.verifyTitle')}</h1>
      <p>{recovery ? t('backoffice.auth.verifyRecoveryLead') : t('backoffice.auth.verifyLead')}</p>
      {recovery ? (
        <label className="field">
          <span>{t('backoffice.auth.recoveryCode')}</span>
          <input
            className="input mono"
            name="recovery_code"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            maxLength={14}
            required
          />
        </label>
      ) : (
        <CodeInput value={value} onChange={setValue} />
      )}
      <ErrorNotice error={verify.error} />
      <div className="row" style={{ marginTop: 14 }}>
        <button className="btn primary" type="submit" disabled={verify.isPending}>
          {t('backoffice.auth.enter')}
        </button>
        <button
          className="btn"
          type="button"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
          }}
        >
          {recovery ? t('backoffice.auth.useApp') : t('backoffice.auth.useRecovery')}
        </button>
        <SignOut />
      </div>
    </form>
  );
}

export function SignOut(props: { className?: string }) {
  const client = useQueryClient();
  return (
    <button
      className={props.className ?? 'btn'}
      type="button"
      onClick={async () => {
        await post('/admin/logout', empty).catch(() => undefined);
        setToken(null);
        client.clear();
      }}
    >
      {t('backoffice.shell.signOut')}
    </button>
  );
}
