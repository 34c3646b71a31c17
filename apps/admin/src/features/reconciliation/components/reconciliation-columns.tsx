import { Link } from 'react-router';
import { moneyColumn, whenColumn } from '../../../components/ui/columns.ts';
import type { Column } from '../../../components/ui/data-table.tsx';
import { money } from '../../../lib/format.ts';
import { label, t } from '../../../lib/i18n.ts';
import type { PlatformFinding, StalePayout } from '../api/reconciliation-api.ts';

const playerLink = (id: string | null) => (id ? <Link to={`/players/${id}`}>{id}</Link> : '—');

/** The Pix payouts without a result: order, player, amount and the payout's state. */
export const payoutColumns = (): Column<StalePayout>[] => [
  {
    id: 'order',
    header: t('backoffice.col.order'),
    cell: ({ row }) => <span className="mono">{row.original.order_no}</span>,
  },
  { id: 'player', header: t('backoffice.col.player'), cell: ({ row }) => playerLink(row.original.member_id) },
  moneyColumn('amount', t('backoffice.col.amount'), (r) => r.amount),
  {
    id: 'state',
    header: t('backoffice.reconciliation.state'),
    cell: ({ row }) => (
      <span className={row.original.state === 'unsent' ? 'badge bad' : 'badge warn'}>
        {t(`backoffice.reconciliation.payoutState.${row.original.state}`)}
      </span>
    ),
  },
  whenColumn('requested', t('backoffice.reconciliation.requestedAt'), (r) => r.requested_at),
  whenColumn('updated', t('backoffice.reconciliation.updatedAt'), (r) => r.updated_at),
  {
    id: 'attempts',
    header: t('backoffice.reconciliation.attempts'),
    meta: { numeric: true },
    cell: ({ row }) => row.original.attempts,
  },
];

/** An amount of a finding, or a dash (a settled move has only ours). */
const amountOf = (value: string | null) => (value === null ? '—' : money(value));

/** The external platforms' findings: a balance that differs, or a transfer settled by the run. */
export const findingColumns = (): Column<PlatformFinding>[] => [
  whenColumn('run', t('backoffice.reconciliation.runAt'), (r) => r.run_at),
  {
    id: 'platform',
    header: t('backoffice.reconciliation.platform'),
    cell: ({ row }) => label(`games:platforms.${row.original.platform}`, row.original.platform),
  },
  { id: 'player', header: t('backoffice.col.player'), cell: ({ row }) => playerLink(row.original.member_id) },
  {
    id: 'kind',
    header: t('backoffice.reconciliation.finding'),
    cell: ({ row }) => (
      <span
        className={
          row.original.kind === 'balance_mismatch' || row.original.kind === 'transfer_failed'
            ? 'badge bad'
            : 'badge ok'
        }
      >
        {label(`backoffice.reconciliation.kind.${row.original.kind}`, row.original.kind)}
      </span>
    ),
  },
  {
    id: 'ours',
    header: t('backoffice.reconciliation.ours'),
    meta: { numeric: true },
    cell: ({ row }) => amountOf(row.original.ours),
  },
  {
    id: 'theirs',
    header: t('backoffice.reconciliation.theirs'),
    meta: { numeric: true },
    cell: ({ row }) => amountOf(row.original.theirs),
  },
];
