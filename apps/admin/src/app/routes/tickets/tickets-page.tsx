import { PagedTable } from '../../../components/list/paged-table.tsx';
import { usePagedList } from '../../../components/list/use-paged-list.ts';
import { PageHead } from '../../../components/ui/page.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import {
  fetchTickets,
  TICKET_FILTERS,
  type TicketFilter,
} from '../../../features/tickets/api/tickets-api.ts';
import { useTicketColumns } from '../../../features/tickets/components/ticket-columns.tsx';
import { t } from '../../../lib/i18n.ts';

/** The support queue: open tickets by oldest activity, filtered by assignment; closed ones newest first. */
export function TicketsPage() {
  const paged = usePagedList<TicketFilter, Awaited<ReturnType<typeof fetchTickets>>>(
    'tickets',
    'open',
    fetchTickets,
  );
  const columns = useTicketColumns();
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.tickets')} lead={t('backoffice.tickets.lead')} />
      <Tabs
        values={TICKET_FILTERS}
        value={paged.filter}
        onChange={paged.setFilter}
        label={(key) => t(`backoffice.tickets.filters.${key}`)}
      />
      <PagedTable paged={paged} columns={columns} rowId={(r) => r.id} empty={t('backoffice.tickets.none')} />
    </>
  );
}
