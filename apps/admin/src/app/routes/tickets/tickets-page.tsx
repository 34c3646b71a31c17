import { TICKET_SORTS } from '@jl/core/contracts/support.ts';
import { ListFilters } from '../../../components/list/list-filters.tsx';
import { TabbedTable } from '../../../components/list/paged-table.tsx';
import { useFilteredList } from '../../../components/list/use-filtered-list.ts';
import { PageHead } from '../../../components/ui/page.tsx';
import { exportTickets, fetchTickets, TICKET_FILTERS } from '../../../features/tickets/api/tickets-api.ts';
import { useTicketColumns } from '../../../features/tickets/components/ticket-columns.tsx';
import { t } from '../../../lib/i18n.ts';

/**
 * The support queue: open tickets by oldest activity, filtered by assignment; closed ones newest
 * first; by the day opened, the player's VIP level and a sort of staff's choosing.
 */
export function TicketsPage() {
  const paged = useFilteredList('tickets', 'open', fetchTickets);
  const columns = useTicketColumns();
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.tickets')} lead={t('backoffice.tickets.lead')} />
      <ListFilters value={paged.filters} onChange={paged.onFilters} sorts={TICKET_SORTS} vip />
      <TabbedTable
        tabs={TICKET_FILTERS}
        tabLabel={(key) => t(`backoffice.tickets.filters.${key}`)}
        paged={paged}
        csv={() => exportTickets(paged.filter, paged.page, paged.size, paged.filters)}
        columns={columns}
        rowId={(r) => r.id}
        empty={t('backoffice.tickets.none')}
      />
    </>
  );
}
