import {
  STAFF_ROLES,
  type StaffRole,
  type StaffView,
  staffCreateResult,
  staffList,
  staffResult,
} from '@jl/core/contracts/admin.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { api, post } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';

export const ROLE_LABEL: Record<StaffRole, string> = {
  owner: 'Proprietário',
  finance: 'Financeiro',
  support: 'Suporte',
  marketing: 'Marketing',
};

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
  const columns = useMemo<Column<StaffView>[]>(
    () => [
      { accessorKey: 'username', header: 'Usuário' },
      { accessorKey: 'email', header: 'E-mail' },
      {
        id: 'role',
        header: 'Perfil',
        cell: ({ row }) =>
          row.original.id === props.me.id ? (
            ROLE_LABEL[row.original.role]
          ) : (
            <select
              className="input"
              aria-label={`Perfil de ${row.original.username}`}
              value={row.original.role}
              onChange={(e) =>
                setPending({ kind: 'role', staff: row.original, role: e.target.value as StaffRole })
              }
            >
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABEL[r]}
                </option>
              ))}
            </select>
          ),
      },
      {
        id: 'status',
        header: 'Situação',
        cell: ({ row }) => (
          <span className={`badge ${row.original.status === 'active' ? 'ok' : 'bad'}`}>
            {row.original.status === 'active' ? 'Ativo' : 'Desativado'}
          </span>
        ),
      },
      {
        id: 'totp',
        header: '2º fator',
        cell: ({ row }) => (
          <span className={`badge ${row.original.totp ? 'ok' : 'warn'}`}>
            {row.original.totp ? 'Ativo' : 'Pendente'}
          </span>
        ),
      },
      { id: 'last', header: 'Último acesso', cell: ({ row }) => when(row.original.last_login_at) },
      {
        id: 'actions',
        header: '',
        cell: ({ row }) =>
          row.original.id === props.me.id ? (
            <span className="muted">você</span>
          ) : (
            <div className="row">
              <button
                className="btn small"
                type="button"
                onClick={() => setPending({ kind: 'status', staff: row.original })}
              >
                {row.original.status === 'active' ? 'Desativar' : 'Reativar'}
              </button>
              <button
                className="btn small"
                type="button"
                disabled={!row.original.totp}
                onClick={() => setPending({ kind: 'reset', staff: row.original })}
              >
                Redefinir 2º fator
              </button>
            </div>
          ),
      },
    ],
    [props.me.id],
  );
  return (
    <>
      <PageHead
        title="Equipe"
        lead="Contas da equipe e seus perfis. Toda alteração pede um motivo e vai para a auditoria."
      />
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
              ? `Redefinir o 2º fator de ${pending.staff.username}`
              : pending.kind === 'role'
                ? `Mudar ${pending.staff.username} para ${ROLE_LABEL[pending.role]}`
                : `${pending.staff.status === 'active' ? 'Desativar' : 'Reativar'} ${pending.staff.username}`
          }
          confirm="Confirmar"
          danger={pending.kind !== 'role'}
          pending={change.isPending}
          error={change.error}
          onConfirm={(reason) => change.mutate({ p: pending, reason })}
          onClose={() => {
            setPending(null);
            change.reset();
          }}
        >
          {pending.kind === 'reset' && (
            <p className="muted">
              As sessões abertas terminam e a pessoa cadastra o autenticador de novo no próximo acesso.
            </p>
          )}
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
      <h2>Nova conta</h2>
      <form
        className="row"
        style={{ alignItems: 'flex-end' }}
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <label className="field" style={{ margin: 0 }}>
          <span>Usuário</span>
          <input
            className="input"
            name="new-username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </label>
        <label className="field" style={{ margin: 0 }}>
          <span>E-mail</span>
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
          <span>Perfil</span>
          <select
            className="input"
            name="new-role"
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </select>
        </label>
        <button className="btn primary" type="submit" disabled={create.isPending}>
          Criar conta
        </button>
      </form>
      <div style={{ marginTop: 10 }}>
        <ErrorNotice error={create.error} />
        {create.data && (
          <div className="notice ok" role="status">
            Conta <strong>{create.data.staff.username}</strong> criada. Senha inicial (mostrada só agora):{' '}
            <span className="mono" data-testid="new-password">
              {create.data.password}
            </span>
          </div>
        )}
      </div>
    </section>
  );
}
