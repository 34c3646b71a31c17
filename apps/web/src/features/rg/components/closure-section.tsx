import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { paths } from '../../../config/paths.ts';
import { clearSession, setAppState, useAppState } from '../../../lib/store.ts';
import {
  type ClosurePreview,
  closeAccount,
  fetchClosurePreview,
  type RgStatus,
  rgKeys,
} from '../api/rg-api.ts';
import { formatAmount } from '../format.ts';
import { ExportButton } from './data-section.tsx';

/**
 * Account closure (docs/COMPLIANCE.md "Account closure"): says exactly what happens — with the
 * amounts this player would forfeit and keep — offers the data export first, and closes only after the
 * player types the confirmation word. A refusal (balance, withdrawal on its way) is shown before.
 */
export function ClosureSection({ status }: { status: RgStatus }) {
  const { t } = useTranslation(['rg', 'common']);
  const lang = useAppState((s) => s.lang);
  const [confirming, setConfirming] = useState(false);
  const preview = useQuery({
    queryKey: rgKeys.closure,
    queryFn: async () => (await fetchClosurePreview()) ?? Promise.reject(new Error('not loaded')),
    staleTime: 0,
  });
  const p = preview.data;
  return (
    <section className="jl-rg-section" aria-labelledby="rg-closure-title">
      <h2 id="rg-closure-title" className="jl-rg-section__title">
        {t('closure.title')}
      </h2>
      <p className="jl-rg-section__body">{t('closure.intro')}</p>
      {p && <ClosureFacts preview={p} blocked={status.block !== null} lang={lang} />}
      {p?.refusal && (
        <p className="jl-rg-closure__refusal" role="alert">
          {p.refusal.msg}
        </p>
      )}
      <div className="jl-rg-choices">
        <Button variant="danger" disabled={!p?.can_close} onClick={() => setConfirming(true)}>
          {t('closure.start')}
        </Button>
      </div>
      <ClosureConfirm
        open={confirming}
        onClose={() => {
          setConfirming(false);
          void preview.refetch();
        }}
      />
    </section>
  );
}

function ClosureFacts(props: { preview: ClosurePreview; blocked: boolean; lang: string }) {
  const { t } = useTranslation('rg');
  const { preview, lang } = props;
  const forfeit = formatAmount(preview.forfeit, lang);
  return (
    <ul className="jl-rg-closure__facts">
      <li>{t('closure.loginEnds')}</li>
      <li>
        <div className="jl-rg-closure__export">
          {t('closure.exportFirst')}
          <ExportButton variant="secondary" />
        </div>
      </li>
      <li>
        {preview.forfeit === '0.00' ? t('closure.forfeitNone') : t('closure.forfeit', { amount: forfeit })}
      </li>
      {preview.kept !== '0.00' && <li>{t('closure.kept', { amount: formatAmount(preview.kept, lang) })}</li>}
      {preview.kept !== '0.00' && (
        <li>
          {t('closure.withdrawOwn', { amount: formatAmount(preview.kept, lang) })}{' '}
          <Link to={`${paths.withdraw}?exit=closure`} data-testid="closure-withdraw-own">
            {t('closure.withdrawOwnButton', { amount: formatAmount(preview.kept, lang) })}
          </Link>
        </li>
      )}
      <li>{t('closure.records', { days: preview.minimise_after_days })}</li>
      {props.blocked && <li>{t('closure.blockStays')}</li>}
    </ul>
  );
}

/** The confirmation: the player types the word; on success the app signs out and says goodbye. */
function ClosureConfirm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['rg', 'common']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const word = t('closure.word');
  const matches = typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();
  const close = async () => {
    setBusy(true);
    const answer = await closeAccount();
    setBusy(false);
    if (answer === false || answer.code !== 1) return onClose();
    // The server ended every session with the closure: the device signs out and says goodbye.
    setAppState({ closedNotice: true });
    clearSession();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'launch' });
    navigate(paths.home, { replace: true });
  };
  return (
    <Popup
      open={open}
      onClose={onClose}
      variant="center"
      title={t('closure.dialogTitle')}
      dismissible={!busy}
    >
      <div className="jl-rg-closure__confirm">
        <Field
          label={t('closure.typeWord', { word })}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="jl-confirm__actions">
          <Button variant="secondary" block onClick={onClose} disabled={busy}>
            {t('closure.cancel')}
          </Button>
          <Button variant="danger" block busy={busy} disabled={!matches} onClick={close}>
            {t('closure.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

/** Shown once the app signed out after a closure (mounted by the app's RG host, outside any page). */
export function ClosedNotice(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('rg');
  return (
    <Popup open={props.open} onClose={props.onClose} variant="center" title={t('closure.doneTitle')}>
      <div className="jl-rg-closure__done">
        <p>{t('closure.doneBody')}</p>
        <Button block onClick={props.onClose}>
          {t('closure.ok')}
        </Button>
      </div>
    </Popup>
  );
}
