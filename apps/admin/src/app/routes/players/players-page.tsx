import { useSearchParams } from 'react-router';
import { PagedTable } from '../../../components/list/paged-table.tsx';
import { usePagedQuery } from '../../../components/list/use-paged-list.ts';
import { PageHead } from '../../../components/ui/page.tsx';
import { exportPlayers, fetchPlayers, type PlayerSearch } from '../../../features/players/api/players-api.ts';
import { usePlayerColumns } from '../../../features/players/components/player-columns.tsx';
import { PlayerSearchForm } from '../../../features/players/components/player-search.tsx';
import { t } from '../../../lib/i18n.ts';

/** Player search (support, finance): by id, phone, CPF or name; the query stays in the URL. */
export function PlayersPage() {
  const [params, setParams] = useSearchParams();
  // `status=closed`: the accounts their players closed, newest first (the search then optional).
  const search: PlayerSearch = { q: params.get('q') ?? '', closed: params.get('status') === 'closed' };
  const paged = usePagedQuery('players', search, fetchPlayers, {
    enabled: ({ q, closed }) => q.trim().length > 0 || closed,
  });
  const columns = usePlayerColumns();
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.players')} lead={t('backoffice.players.lead')} />
      <PlayerSearchForm
        search={search}
        onSearch={({ q, closed }) => {
          paged.setPage(1);
          setParams({ ...(q ? { q } : {}), ...(closed ? { status: 'closed' } : {}) });
        }}
      />
      {(search.q || search.closed) && (
        <PagedTable
          paged={paged}
          csv={() => exportPlayers(search, paged.page, paged.size)}
          columns={columns}
          rowId={(r) => r.id}
          empty={t('backoffice.players.none')}
        />
      )}
    </>
  );
}
