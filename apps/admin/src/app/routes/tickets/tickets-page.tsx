import { TabbedTable } from '../../../components/list/paged-table.tsx';
import { usePagedList } from '../../../components/list/use-paged-list.ts';
import { PageHead } from '../../../components/ui/page.tsx';
import { exportTickets, fetchTickets, TICKET_FILTERS } from '../../../features/tickets/api/tickets-api.ts';
import { useTicketColumns } from '../../../features/tickets/components/ticket-columns.tsx';
import { t } from '../../../lib/i18n.ts';

/** The support queue: open tickets by oldest activity, filtered by assignment; closed ones newest first. */
export function TicketsPage() {
  const paged = usePagedList('tickets', 'open', fetchTickets);
  const columns = useTicketColumns();
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.tickets')} lead={t('backoffice.tickets.lead')} />
      <TabbedTable
        tabs={TICKET_FILTERS}
        tabLabel={(key) => t(`backoffice.tickets.filters.${key}`)}
        paged={paged}
        csv={() => exportTickets(paged.filter, paged.page, paged.size)}
        columns={columns}
        rowId={(r) => r.id}
        empty={t('backoffice.tickets.none')}
      />
    </>
  );
}
