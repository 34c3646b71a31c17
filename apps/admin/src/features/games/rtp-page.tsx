import { type AdminGamesRtp, adminGamesRtp } from '@jl/core/contracts/admin-games.ts';
import { useQuery } from '@tanstack/react-query';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { api } from '../../lib/api.ts';
import { count, money } from '../../lib/format.ts';

type Row = AdminGamesRtp['list'][number];
const pct = (v: number | null) =>
  v === null ? '—' : new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: 2 }).format(v);

const columns: Column<Row>[] = [
  {
    id: 'game',
    header: 'Jogo',
    cell: ({ row }) => <span className="mono">{`${row.original.code} v${row.original.version}`}</span>,
  },
  { id: 'rounds', header: 'Rodadas', meta: { numeric: true }, cell: ({ row }) => count(row.original.rounds) },
  { id: 'stakes', header: 'Apostas', meta: { numeric: true }, cell: ({ row }) => money(row.original.stakes) },
  { id: 'wins', header: 'Prêmios', meta: { numeric: true }, cell: ({ row }) => money(row.original.wins) },
  { id: 'rtp', header: 'RTP publicado', meta: { numeric: true }, cell: ({ row }) => pct(row.original.rtp) },
  {
    id: 'observed',
    header: 'RTP observado',
    meta: { numeric: true },
    cell: ({ row }) => pct(row.original.observed),
  },
  {
    id: 'interval',
    header: 'Intervalo de 99%',
    cell: ({ row }) =>
      row.original.low === null ? '—' : `${pct(row.original.low)} – ${pct(row.original.high)}`,
  },
  {
    id: 'alarm',
    header: 'Situação',
    cell: ({ row }) =>
      row.original.rounds === 0 ? (
        <span className="badge">Sem rodadas</span>
      ) : row.original.alarm ? (
        <span className="badge bad">Alarme: fora do intervalo</span>
      ) : (
        <span className="badge ok">Dentro do esperado</span>
      ),
  },
];

/**
 * RTP observed vs published (owner). Outcomes never depend on any setting (DESIGN §1): an alarm means
 * "look at this game" — a bug, a wrong published figure, or the 1-in-100 chance of a fair game.
 */
export function RtpPage() {
  const query = useQuery({ queryKey: ['games-rtp'], queryFn: () => api('/admin/games/rtp', adminGamesRtp) });
  return (
    <>
      <PageHead
        title="RTP dos jogos"
        lead="RTP observado de cada jogo próprio contra o publicado, com o intervalo de 99% calculado da variância publicada."
      />
      <ErrorNotice error={query.error} />
      {query.isPending ? (
        <Loading />
      ) : (
        <DataTable columns={columns} data={query.data?.list ?? []} rowId={(r) => r.code} />
      )}
    </>
  );
}
