import type { AdminTicket } from '@jl/core/contracts/support.ts';
import { Link } from 'react-router';
import { whenColumn } from '../../../components/ui/columns.ts';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { PlayerLink } from '../../../components/ui/player-link.tsx';
import { t } from '../../../lib/i18n.ts';
import { refLabel, StatusBadge } from './ticket-parts.tsx';

export function useTicketColumns() {
  return useColumns<AdminTicket>(
    () => [
      { accessorKey: 'id', header: t('backoffice.col.number'), meta: { numeric: true } },
      {
        id: 'subject',
        header: t('backoffice.tickets.subject'),
        cell: ({ row }) => <Link to={`/tickets/${row.original.id}`}>{row.original.subject}</Link>,
      },
      {
        id: 'member',
        header: t('backoffice.col.player'),
        meta: { numeric: true },
        cell: ({ row }) => <PlayerLink id={row.original.member_id} />,
      },
      {
        id: 'ref',
        header: t('backoffice.tickets.reference'),
        cell: ({ row }) =>
          row.original.ref_type ? (
            <span className="mono">
              {refLabel(row.original.ref_type)} {row.original.ref}
            </span>
          ) : (
            <span className="muted">—</span>
          ),
      },
      {
        id: 'status',
        header: t('backoffice.col.status'),
        cell: ({ row }) => <StatusBadge ticket={row.original} />,
      },
      {
        id: 'assigned',
        header: t('backoffice.tickets.assignee'),
        cell: ({ row }) =>
          row.original.assigned_name ?? <span className="muted">{t('backoffice.tickets.nobody')}</span>,
      },
      whenColumn('updated', t('backoffice.tickets.updated'), (r) => r.updated_at),
    ],
    [],
  );
}
