import { PLAYER_SORTS } from '@jl/core/contracts/admin-players.ts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ListFilter, ListFilters } from '../../../components/list/list-filters.tsx';
import { PagedTable } from '../../../components/list/paged-table.tsx';
import { usePagedQuery } from '../../../components/list/use-paged-list.ts';
import { PageHead } from '../../../components/ui/page.tsx';
import { exportPlayers, fetchPlayers, type PlayerSearch } from '../../../features/players/api/players-api.ts';
import { usePlayerColumns } from '../../../features/players/components/player-columns.tsx';
import { PlayerSearchForm } from '../../../features/players/components/player-search.tsx';
import { t } from '../../../lib/i18n.ts';

/** A list is asked for once there is something to list by: words, the closed accounts, a day range or a VIP level. */
const listable = ({ q, closed, list }: PlayerSearch) =>
  q.trim().length > 0 ||
  closed ||
  list?.from !== undefined ||
  list?.to !== undefined ||
  list?.vip !== undefined;

/**
 * Player search (support, finance): by id, phone, CPF or name (the query stays in the URL), or by the
 * registration days and VIP level; sorted by the column chosen.
 */
export function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const [list, setList] = useState<ListFilter>({});
  // `status=closed`: the accounts their players closed, newest first (the search then optional).
  const search: PlayerSearch = { q: params.get('q') ?? '', closed: params.get('status') === 'closed', list };
  const paged = usePagedQuery('players', search, fetchPlayers, { enabled: listable });
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
      <ListFilters
        value={list}
        onChange={(next) => {
          paged.setPage(1);
          setList(next);
        }}
        sorts={PLAYER_SORTS}
        vip
      />
      {listable(search) && (
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
