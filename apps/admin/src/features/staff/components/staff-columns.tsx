import type { StaffRole, StaffView } from '@jl/core/contracts/admin.ts';
import { whenColumn } from '../../../components/ui/columns.ts';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { when } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import type { StaffChange } from '../api/staff-api.ts';
import { RoleOptions, roleLabel } from './role-select.tsx';

type Change = (change: StaffChange) => void;

function RoleCell(props: { staff: StaffView; me: string; onChange: Change }) {
  const s = props.staff;
  if (s.id === props.me) return roleLabel(s.role);
  return (
    <select
      className="input"
      aria-label={t('backoffice.staff.roleOf', { user: s.username })}
      value={s.role}
      onChange={(e) => props.onChange({ kind: 'role', staff: s, role: e.target.value as StaffRole })}
    >
      <RoleOptions />
    </select>
  );
}

function ActionsCell(props: { staff: StaffView; me: string; onChange: Change }) {
  const s = props.staff;
  if (s.id === props.me) return <span className="muted">{t('backoffice.common.you')}</span>;
  return (
    <div className="row">
      <button
        className="btn small"
        type="button"
        onClick={() => props.onChange({ kind: 'status', staff: s })}
      >
        {s.status === 'active' ? t('backoffice.staff.disable') : t('backoffice.staff.enable')}
      </button>
      <button className="btn small" type="button" onClick={() => props.onChange({ kind: 'reset', staff: s })}>
        {t('backoffice.staff.reset2fa')}
      </button>
      {s.locked_until && (
        <button
          className="btn small"
          type="button"
          onClick={() => props.onChange({ kind: 'unlock', staff: s })}
        >
          {t('backoffice.staff.unlock')}
        </button>
      )}
    </div>
  );
}

const badge = (ok: boolean, otherwise: string, label: string) => (
  <span className={`badge ${ok ? 'ok' : otherwise}`}>{label}</span>
);

/** Disabled, locked (until when), waiting for the invitation, or active. */
function StatusCell({ staff: s }: { staff: StaffView }) {
  if (s.status !== 'active') return badge(false, 'bad', t('backoffice.staff.disabled'));
  if (s.locked_until) {
    // The date may wrap, so the actions column keeps its room at 1280 px.
    return (
      <span className="badge bad" style={{ whiteSpace: 'normal' }}>
        {t('backoffice.staff.lockedUntil', { date: when(s.locked_until) })}
      </span>
    );
  }
  if (s.invited) return badge(false, 'warn', t('backoffice.staff.invited'));
  return badge(true, 'bad', t('backoffice.staff.active'));
}

export function useStaffColumns(props: { me: string; onChange: Change }) {
  return useColumns<StaffView>(
    () => [
      { accessorKey: 'username', header: t('backoffice.staff.username') },
      { accessorKey: 'email', header: t('backoffice.col.email') },
      {
        id: 'role',
        header: t('backoffice.staff.role'),
        cell: ({ row }) => <RoleCell staff={row.original} {...props} />,
      },
      {
        id: 'status',
        header: t('backoffice.col.status'),
        cell: ({ row }) => <StatusCell staff={row.original} />,
      },
      {
        id: 'totp',
        header: t('backoffice.staff.secondFactor'),
        cell: ({ row }) =>
          badge(
            row.original.totp,
            'warn',
            row.original.totp ? t('backoffice.staff.active') : t('backoffice.staff.pending'),
          ),
      },
      whenColumn('last', t('backoffice.col.lastLogin'), (r) => r.last_login_at),
      { id: 'actions', header: '', cell: ({ row }) => <ActionsCell staff={row.original} {...props} /> },
    ],
    [props.me],
  );
}
