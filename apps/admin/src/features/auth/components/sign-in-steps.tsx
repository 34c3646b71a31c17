import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../../components/form/field.tsx';
import { SubmitForm } from '../../../components/form/submit-form.tsx';
import { ErrorNotice } from '../../../components/ui/page.tsx';
import { t } from '../../../lib/i18n.ts';
import { setToken } from '../../../lib/session.ts';
import { confirmTotp, enrolTotp, login, logout, verifyTotp } from '../api/auth-api.ts';
import { isLocked, rememberLock, takeLock } from '../lock-notice.ts';

/** A code step's refusal: a lock ends the session and is shown again on the password step. */
function onCodeError(error: unknown): void {
  if (!isLocked(error)) return;
  rememberLock(error);
  setToken(null);
}

export function PasswordStep() {
  const client = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [lock] = useState(takeLock);
  const signIn = useMutation({
    mutationFn: () => login(username, password),
    onSuccess: (data) => {
      setToken(data.token);
      void client.invalidateQueries({ queryKey: ['me'] });
    },
  });
  return (
    <SubmitForm onSubmit={() => signIn.mutate()}>
      <h1>{t('backoffice.shell.brand')}</h1>
      <p>{t('backoffice.auth.lead')}</p>
      <TextField
        label={t('backoffice.auth.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={setUsername}
        required
      />
      <TextField
        label={t('backoffice.auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        required
      />
      <ErrorNotice error={signIn.error ?? (signIn.isIdle ? lock : null)} />
      <div className="row" style={{ marginTop: 14 }}>
        <button className="btn primary" type="submit" disabled={signIn.isPending}>
          {t('backoffice.auth.continue')}
        </button>
      </div>
    </SubmitForm>
  );
}

function CodeInput(props: { value: string; onChange: (v: string) => void; label?: string }) {
  return (
    <TextField
      label={props.label ?? t('backoffice.auth.code')}
      className="input mono"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="\d{6}"
      value={props.value}
      onChange={(value) => props.onChange(value.replace(/\D/g, ''))}
      required
    />
  );
}

/** The ten recovery codes, shown once after enrolment; going on signs the staff member in. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const client = useQueryClient();
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

export function EnrolStep() {
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const enrol = useMutation({ mutationFn: enrolTotp });
  const confirm = useMutation({
    mutationFn: () => confirmTotp(code),
    onSuccess: (data) => setCodes(data.recovery_codes),
    onError: onCodeError,
  });
  // One enrolment per screen: a second call would replace the secret behind the QR code shown.
  const started = useRef(false);
  const start = enrol.mutate;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  if (codes) return <RecoveryCodes codes={codes} />;
  return (
    <SubmitForm onSubmit={() => confirm.mutate()}>
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
    </SubmitForm>
  );
}

export function VerifyStep() {
  const client = useQueryClient();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const verify = useMutation({
    mutationFn: () => verifyTotp(value, recovery),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['me'] }),
    onError: onCodeError,
  });
  return (
    <SubmitForm onSubmit={() => verify.mutate()}>
      <h1>{t('backoffice.auth.verifyTitle')}</h1>
      <p>{recovery ? t('backoffice.auth.verifyRecoveryLead') : t('backoffice.auth.verifyLead')}</p>
      {recovery ? (
        <TextField
          label={t('backoffice.auth.recoveryCode')}
          className="input mono"
          name="recovery_code"
          value={value}
          onChange={setValue}
          maxLength={14}
          required
        />
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
    </SubmitForm>
  );
}

export function SignOut(props: { className?: string }) {
  const client = useQueryClient();
  return (
    <button
      className={props.className ?? 'btn'}
      type="button"
      onClick={async () => {
        await logout().catch(() => undefined);
        setToken(null);
        client.clear();
      }}
    >
      {t('backoffice.shell.signOut')}
    </button>
  );
}
