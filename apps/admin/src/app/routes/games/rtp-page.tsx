import { useQuery } from '@tanstack/react-query';
import { QueryTable } from '../../../components/list/query-table.tsx';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { PageHead } from '../../../components/ui/page.tsx';
import { fetchRtp } from '../../../features/games/api/games-api.ts';
import { rtpColumns } from '../../../features/games/components/rtp-columns.tsx';
import { t } from '../../../lib/i18n.ts';

/**
 * RTP observed vs published (owner), for every game: originals, live crash and roulette (refunded bets
 * apart), the red-envelope wheel per table version, the external platforms' games (observed only).
 * Outcomes never depend on any setting (docs/PRODUCT.md "Principles"): an alarm means "look at this
 * game" — a bug, a wrong published figure, or the at most 1-in-100 chance of a fair game.
 */
export function RtpPage() {
  const columns = useColumns(rtpColumns, []);
  const query = useQuery({ queryKey: ['games-rtp'], queryFn: fetchRtp });
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.rtp')} lead={t('backoffice.rtp.lead')} />
      <QueryTable
        query={query}
        columns={columns}
        rowId={(r) => `${r.family}:${r.platform ?? ''}:${r.code}:${r.version}`}
      />
      <p className="muted">{t('backoffice.rtp.note')}</p>
    </>
  );
}
