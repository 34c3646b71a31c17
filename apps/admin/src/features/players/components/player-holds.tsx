import { type AccessLogHold, HOLD_DEFAULT_DAYS } from '@jl/core/contracts/admin-privacy.ts';
import { staffPrivacyApi } from '@jl/core/routes/staff.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useReasonAction } from '../../../components/decision/use-reason-action.ts';
import { TextField } from '../../../components/form/field.tsx';
import { SubmitForm } from '../../../components/form/submit-form.tsx';
import { ErrorNotice, Loading } from '../../../components/ui/page.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { StaticTable } from '../../../components/ui/static-table.tsx';
import { ApiError, call } from '../../../lib/api.ts';
import { when } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

/**
 * Holds on the player's access logs (owners; docs/COMPLIANCE.md "Access logs"): the form an
 * authority's request is recorded with, and the holds with their end, each releasable early with a
 * reason. While one is in force the daily purge keeps the player's session and SMS addresses.
 */
export function PlayerHolds({ id }: { id: string }) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['player-holds', id],
    queryFn: () => call(staffPrivacyApi.holds, { id }),
  });
  const release = useReasonAction(
    (hold: AccessLogHold, reason: string) => call(staffPrivacyApi.release, { id: hold.id, reason }),
    (data) => client.setQueryData(['player-holds', id], data),
  );
  const releasing = release.subject;
  return (
    <>
      <p className="muted" role="note">
        {t('backoffice.player.holds.lead')}
      </p>
      <HoldForm id={id} onHeld={(data) => client.setQueryData(['player-holds', id], data)} />
      {query.isPending ? (
        <Loading />
      ) : !query.data ? (
        <ErrorNotice error={query.error} />
      ) : (
        <HoldsTable holds={query.data.list} onRelease={release.open} />
      )}
      {releasing && (
        <ReasonDialog
          title={t('backoffice.player.holds.releaseTitle', { reference: releasing.reference })}
          confirm={t('backoffice.player.holds.release')}
          {...release.dialog}
        />
      )}
    </>
  );
}

function HoldForm(props: { id: string; onHeld: (data: { list: AccessLogHold[] }) => void }) {
  const [authority, setAuthority] = useState('');
  const [reference, setReference] = useState('');
  const [days, setDays] = useState(String(HOLD_DEFAULT_DAYS));
  const place = useMutation({
    mutationFn: () => call(staffPrivacyApi.hold, { id: props.id, authority, reference, days: Number(days) }),
    onSuccess: (data) => {
      setAuthority('');
      setReference('');
      setDays(String(HOLD_DEFAULT_DAYS));
      props.onHeld(data);
    },
  });
  const field = place.error instanceof ApiError ? place.error.field : undefined;
  const input = (name: string, value: string, set: (v: string) => void, extra = {}) => (
    <TextField
      label={t(`backoffice.player.holds.${name}`)}
      style={{ flex: name === 'days' ? '0 0 120px' : 1 }}
      name={name}
      value={value}
      aria-invalid={field === name}
      onChange={set}
      required
      {...extra}
    />
  );
  return (
    <SubmitForm className="card" style={{ marginBottom: 12 }} onSubmit={() => place.mutate()}>
      <div className="row" style={{ alignItems: 'flex-end' }}>
        {input('authority', authority, setAuthority, { maxLength: 120 })}
        {input('reference', reference, setReference, { maxLength: 120 })}
        {input('days', days, setDays, { inputMode: 'numeric', maxLength: 4 })}
      </div>
      <ErrorNotice error={place.error} />
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        <button type="submit" className="btn primary" disabled={place.isPending}>
          {t('backoffice.player.holds.place')}
        </button>
      </div>
    </SubmitForm>
  );
}

function HoldsTable(props: { holds: AccessLogHold[]; onRelease: (hold: AccessLogHold) => void }) {
  return (
    <StaticTable
      headers={[
        t('backoffice.player.holds.authority'),
        t('backoffice.player.holds.reference'),
        t('backoffice.player.holds.heldAt'),
        t('backoffice.player.holds.until'),
        t('backoffice.col.status'),
        '',
      ]}
      rows={props.holds.length}
      empty={t('backoffice.player.holds.none')}
    >
      {props.holds.map((h) => (
        <tr key={h.id}>
          <td>{h.authority}</td>
          <td className="mono">{h.reference}</td>
          <td>
            {when(h.held_at)} · {h.held_by}
          </td>
          <td>{when(h.held_until)}</td>
          <td>{status(h)}</td>
          <td>
            {h.in_force && (
              <button type="button" className="btn small" onClick={() => props.onRelease(h)}>
                {t('backoffice.player.holds.release')}
              </button>
            )}
          </td>
        </tr>
      ))}
    </StaticTable>
  );
}

function status(h: AccessLogHold) {
  if (h.in_force) return <span className="badge warn">{t('backoffice.player.holds.inForce')}</span>;
  if (h.released_at)
    return (
      <span className="badge" title={h.release_reason ?? undefined}>
        {t('backoffice.player.holds.released', { at: when(h.released_at), by: h.released_by ?? '—' })}
      </span>
    );
  return <span className="badge">{t('backoffice.player.holds.ended')}</span>;
}
