import {
  STAFF_ROLES,
  type StaffRole,
  type StaffView,
  staffCreateResult,
  staffList,
  staffResult,
} from '@jl/core/contracts/admin.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, useColumns } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { api, post } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';

const roleLabel = (role: StaffRole) => t(`backoffice.shell.roles.${role}`);

type Pending =
  | { kind: 'role'; staff: StaffView; role: StaffRole }
  | { kind: 'status'; staff: StaffView }
  | { kind: 'reset'; staff: StaffView };

/** The owner's staff editor: accounts, roles, (dis)abling and resetting a lost second factor. */
export function StaffPage(props: { me: StaffView }) {
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['staff'], queryFn: () => api('/admin/staff', staffList) });
  const [pending, setPending] = useState<Pending | null>(null);
  const change = useMutation({
    mutationFn: ({ p, reason }: { p: Pending; reason: string }) =>
      p.kind === 'reset'
        ? post(`/admin/staff/${p.staff.id}/reset-2fa`, staffResult, { reason })
        : post(`/admin/staff/${p.staff.id}`, staffResult, {
            reason,
            ...(p.kind === 'role'
              ? { role: p.role }
              : { status: p.staff.status === 'active' ? 'disabled' : 'active' }),
          }),
    onSuccess: () => {
      setPending(null);
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
  const columns = useColumns<StaffView>(
    () => [
      { accessorKey: 'username', header: t('backoffice.staff.username') },
      { accessorKey: 'email', header: t('backoffice.col.email') },
      {
        id: 'role',
        header: t('backoffice.staff.role'),
        cell: ({ row }) =>
          row.original.id === props.me.id ? (
            roleLabel(row.original.role)
          ) : (
            <select
              className="input"
              aria-label={t('backoffice.staff.roleOf', { user: row.original.username })}
              value={row.original.role}
              onChange={(e) =>
                setPending({ kind: 'role', staff: row.original, role: e.target.value as StaffRole })
              }
            >
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(r)}
                </option>
              ))}
            </select>
          ),
      },
      {
        id: 'status',
        header: t('backoffice.col.status'),
        cell: ({ row }) => (
          <span className={`badge ${row.original.status === 'active' ? 'ok' : 'bad'}`}>
            {row.original.status === 'active' ? t('backoffice.staff.active') : t('backoffice.staff.disabled')}
          </span>
        ),
      },
      {
        id: 'totp',
        header: t('backoffice.staff.secondFactor'),
        cell: ({ row }) => (
          <span className={`badge ${row.original.totp ? 'ok' : 'warn'}`}>
            {row.original.totp ? t('backoffice.staff.active') : t('backoffice.staff.pending')}
          </span>
        ),
      },
      {
        id: 'last',
        header: t('backoffice.col.lastLogin'),
        cell: ({ row }) => when(row.original.last_login_at),
      },
      {
        id: 'actions',
        header: '',
        cell: ({ row }) =>
          row.original.id === props.me.id ? (
            <span className="muted">{t('backoffice.common.you')}</span>
          ) : (
            <div className="row">
              <button
                className="btn small"
                type="button"
                onClick={() => setPending({ kind: 'status', staff: row.original })}
              >
                {row.original.status === 'active'
                  ? t('backoffice.staff.disable')
                  : t('backoffice.staff.enable')}
              </button>
              <button
                className="btn small"
                type="button"
                disabled={!row.original.totp}
                onClick={() => setPending({ kind: 'reset', staff: row.original })}
              >
                {t('backoffice.staff.reset2fa')}
              </button>
            </div>
          ),
      },
    ],
    [props.me.id],
  );
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.staff')} lead={t('backoffice.staff.lead')} />
      <NewStaffForm />
      <ErrorNotice error={list.error} />
      {list.isPending ? (
        <Loading />
      ) : (
        <DataTable columns={columns} data={list.data?.list ?? []} rowId={(r) => r.id} />
      )}
      {pending && (
        <ReasonDialog
          title={
            pending.kind === 'reset'
              ? t('backoffice.staff.resetTitle', { user: pending.staff.username })
              : pending.kind === 'role'
                ? t('backoffice.staff.roleTitle', {
                    user: pending.staff.username,
                    role: roleLabel(pending.role),
                  })
                : t(
                    `backoffice.staff.${pending.staff.status === 'active' ? 'disableTitle' : 'enableTitle'}`,
                    {
                      user: pending.staff.username,
                    },
                  )
          }
          confirm={t('backoffice.common.confirm')}
          danger={pending.kind !== 'role'}
          pending={change.isPending}
          error={change.error}
          onConfirm={(reason) => change.mutate({ p: pending, reason })}
          onClose={() => {
            setPending(null);
            change.reset();
          }}
        >
          {pending.kind === 'reset' && <p className="muted">{t('backoffice.staff.resetNote')}</p>}
        </ReasonDialog>
      )}
    </>
  );
}

function NewStaffForm() {
  const client = useQueryClient();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const create = useMutation({
    mutationFn: () => post('/admin/staff', staffCreateResult, { username, email, role }),
    onSuccess: () => {
      setUsername('');
      setEmail('');
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
  return (
    <section className="card" style={{ marginBottom: 16 }}>
      <h2>{t('backoffice.staff.newAccount')}</h2>
      <form
        className="row"
        style={{ alignItems: 'flex-end' }}
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <label className="field" style={{ margin: 0 }}>
          <span>{t('backoffice.staff.username')}</span>
          <input
            className="input"
            name="new-username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </label>
        <label className="field" style={{ margin: 0 }}>
          <span>{t('backoffice.col.email')}</span>
          <input
            className="input"
            name="new-email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </label>
        <label className="field" style={{ margin: 0 }}>
          <span>{t('backoffice.staff.role')}</span>
          <select
            className="input"
            name="new-role"
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </select>
        </label>
        <button className="btn primary" type="submit" disabled={create.isPending}>
          {t('backoffice.staff.create')}
        </button>
      </form>
      <div style={{ marginTop: 10 }}>
        <ErrorNotice error={create.error} />
        {create.data && (
          <div className="notice ok" role="status">
            {t('backoffice.staff.created', { user: create.data.staff.username })}{' '}
            <span className="mono" data-testid="new-password">
              {create.data.password}
            </span>
          </div>
        )}
      </div>
    </section>
  );
}
