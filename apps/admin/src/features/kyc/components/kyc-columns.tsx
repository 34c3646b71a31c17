import type { AdminKycCase } from '@jl/core/contracts/admin-kyc.ts';
import { Link } from 'react-router';
import { whenColumn } from '../../../components/ui/columns.ts';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { KycBadge } from '../../../components/ui/kyc-badge.tsx';
import { t } from '../../../lib/i18n.ts';

export type KycActions = {
  me: string;
  canDecide: boolean;
  onPropose: (row: AdminKycCase) => void;
  onConfirm: (row: AdminKycCase) => void;
  onDecline: (row: AdminKycCase) => void;
  onRefuse: (row: AdminKycCase) => void;
};

/** dd/mm/aaaa from the wire's YYYY-MM-DD (support's `YYYY-**-**` stays masked). */
const birthDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '—');

/** What the player typed, field by field, each with the bureau's answer for it. */
function TypedVsBureau({ row }: { row: AdminKycCase }) {
  const outcome = (kind: string) => row.bureau.checks.find((c) => c.kind === kind)?.outcome;
  const line = (kind: 'name' | 'cpf' | 'birth_date', value: string | null) => {
    const answer = outcome(kind);
    return (
      <div key={kind}>
        <span className="muted">{t(`backoffice.kyc.check.${kind}`)}:</span>{' '}
        <span className="mono">{value ?? '—'}</span>{' '}
        {answer && (
          <span className={`badge ${answer === 'passed' ? 'ok' : 'bad'}`}>
            {t(`backoffice.kyc.outcome.${answer}`)}
          </span>
        )}
      </div>
    );
  };
  return (
    <div style={{ display: 'grid', gap: 2 }}>
      {line('name', row.typed.name)}
      {line('cpf', row.typed.cpf)}
      {line('birth_date', birthDate(row.typed.birth_date))}
    </div>
  );
}

/** The other checks the bureau ran (age, face), as badges. */
function OtherChecks({ row }: { row: AdminKycCase }) {
  const others = row.bureau.checks.filter((c) => c.kind === 'age' || c.kind === 'face');
  return (
    <div style={{ display: 'grid', gap: 2 }}>
      <span className="muted">{row.bureau.provider ?? '—'}</span>
      {others.map((c) => (
        <span key={c.kind} className={`badge ${c.outcome === 'passed' ? 'ok' : 'bad'}`}>
          {t(`backoffice.kyc.check.${c.kind}`)} · {t(`backoffice.kyc.outcome.${c.outcome}`)}
        </span>
      ))}
    </div>
  );
}

/** In review: propose (first) or confirm (second, never one's own), decline a proposal, refuse. */
function Decision({ row, ...a }: KycActions & { row: AdminKycCase }) {
  if (row.state !== 'review' || !a.canDecide) return null;
  const p = row.proposal;
  const mine = p?.requested_by === a.me;
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      {p && (
        <span className="note">
          {t('backoffice.kyc.proposedBy', { name: p.requested_by_name ?? p.requested_by, reason: p.reason })}
        </span>
      )}
      <div className="row">
        {p ? (
          <button
            className="btn small primary"
            type="button"
            disabled={mine}
            title={mine ? t('backoffice.kyc.selfConfirm') : undefined}
            onClick={() => a.onConfirm(row)}
          >
            {t('backoffice.kyc.confirm')}
          </button>
        ) : (
          <button className="btn small primary" type="button" onClick={() => a.onPropose(row)}>
            {t('backoffice.kyc.propose')}
          </button>
        )}
        {p && (
          <button className="btn small" type="button" onClick={() => a.onDecline(row)}>
            {mine ? t('backoffice.common.cancel') : t('backoffice.kyc.decline')}
          </button>
        )}
        <button className="btn small danger" type="button" onClick={() => a.onRefuse(row)}>
          {t('backoffice.kyc.refuse')}
        </button>
      </div>
      {mine && <span className="muted note">{t('backoffice.kyc.selfConfirm')}</span>}
    </div>
  );
}

export function useKycColumns(actions: KycActions) {
  return useColumns<AdminKycCase>(
    () => [
      {
        id: 'player',
        header: t('backoffice.col.player'),
        cell: ({ row }) => <Link to={`/players/${row.original.member_id}`}>{row.original.member_id}</Link>,
      },
      whenColumn('when', t('backoffice.kyc.since'), (r) => r.updated_at),
      {
        id: 'state',
        header: t('backoffice.kyc.col.state'),
        cell: ({ row }) => <KycBadge kyc={row.original} withReason />,
      },
      {
        id: 'typed',
        header: t('backoffice.kyc.col.typed'),
        cell: ({ row }) => <TypedVsBureau row={row.original} />,
      },
      {
        id: 'bureau',
        header: t('backoffice.kyc.col.bureau'),
        cell: ({ row }) => <OtherChecks row={row.original} />,
      },
      { id: 'decision', header: '', cell: ({ row }) => <Decision row={row.original} {...actions} /> },
    ],
    [actions.me, actions.canDecide],
  );
}
