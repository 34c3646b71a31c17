import type { AdminPlayerSummary } from '@jl/core/contracts/admin-players.ts';
import { whenColumn } from '../../../components/ui/columns.ts';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { PlayerLink } from '../../../components/ui/player-link.tsx';
import { when } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import { StatusBadge } from './status-badge.tsx';

const closedAt = (p: AdminPlayerSummary) =>
  p.closed_at
    ? `${when(p.closed_at)}${p.closed_by === 'staff' ? ` · ${t('backoffice.player.closedByValue.staff')}` : ''}`
    : '—';

export function usePlayerColumns() {
  return useColumns<AdminPlayerSummary>(
    () => [
      {
        accessorKey: 'id',
        header: t('backoffice.col.id'),
        cell: ({ row }) => <PlayerLink id={row.original.id} />,
      },
      { accessorKey: 'name', header: t('backoffice.col.name'), cell: ({ row }) => row.original.name ?? '—' },
      {
        accessorKey: 'phone',
        header: t('backoffice.col.phone'),
        cell: ({ row }) => <span className="mono">{row.original.phone}</span>,
      },
      {
        accessorKey: 'cpf',
        header: t('backoffice.col.cpf'),
        cell: ({ row }) => <span className="mono">{row.original.cpf ?? '—'}</span>,
      },
      { id: 'vip', header: t('backoffice.col.vip'), cell: ({ row }) => `VIP${row.original.vip_level}` },
      {
        id: 'status',
        header: t('backoffice.col.status'),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      whenColumn('created', t('backoffice.col.registered'), (r) => r.created_at),
      { id: 'closed', header: t('backoffice.player.closedAt'), cell: ({ row }) => closedAt(row.original) },
      whenColumn('last', t('backoffice.col.lastLogin'), (r) => r.last_login_at),
    ],
    [],
  );
}
