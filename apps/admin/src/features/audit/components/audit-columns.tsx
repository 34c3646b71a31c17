import type { AuditEntry } from '@jl/core/contracts/admin.ts';
import { whenColumn } from '../../../components/ui/columns.ts';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { PlayerLink } from '../../../components/ui/player-link.tsx';
import { t } from '../../../lib/i18n.ts';
import { DetailCell } from './detail-cell.tsx';

/**
 * What an action was done to; a player is a link to the player's page, and so is the player an
 * action on their withdrawal, adjustment or ticket names in its detail (`memberId`).
 */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  if (!entry.target_type) return <>—</>;
  if (entry.target_type === 'member')
    return (
      <>
        {entry.target_type} <PlayerLink id={entry.target_id} />
      </>
    );
  const member = entry.detail.memberId;
  return (
    <>
      {`${entry.target_type} ${entry.target_id ?? ''}`}
      {typeof member === 'string' && (
        <div>
          {t('backoffice.col.player')} <PlayerLink id={member} />
        </div>
      )}
    </>
  );
}

export function useAuditColumns() {
  return useColumns<AuditEntry>(
    () => [
      { accessorKey: 'id', header: t('backoffice.col.number'), meta: { numeric: true } },
      whenColumn('when', t('backoffice.col.when'), (r) => r.created_at),
      { id: 'staff', header: t('backoffice.audit.staff'), cell: ({ row }) => row.original.staff ?? '—' },
      {
        accessorKey: 'action',
        header: t('backoffice.audit.action'),
        cell: ({ row }) => <span className="mono">{row.original.action}</span>,
      },
      {
        id: 'target',
        header: t('backoffice.audit.target'),
        cell: ({ row }) => <AuditTarget entry={row.original} />,
      },
      {
        id: 'detail',
        header: t('backoffice.audit.details'),
        cell: ({ row }) => <DetailCell detail={row.original.detail} />,
      },
      {
        id: 'hash',
        header: t('backoffice.audit.hash'),
        cell: ({ row }) => (
          <span
            className="mono"
            title={t('backoffice.audit.hashTitle', { prev: row.original.prev_hash, hash: row.original.hash })}
          >
            {row.original.hash.slice(0, 10)}…
          </span>
        ),
      },
    ],
    [],
  );
}
