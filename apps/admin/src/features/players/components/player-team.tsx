import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Fact, Facts } from '../../../components/ui/facts.tsx';
import { ErrorNotice, Loading } from '../../../components/ui/page.tsx';
import { StaticTable } from '../../../components/ui/static-table.tsx';
import { when } from '../../../lib/format.ts';
import { label, t } from '../../../lib/i18n.ts';
import { fetchPlayerTeam } from '../api/players-api.ts';

type Team = Awaited<ReturnType<typeof fetchPlayerTeam>>;

const referralBadge = (status: string | null) =>
  status === null ? (
    '—'
  ) : (
    <span
      className={`badge ${status === 'flagged' ? 'warn' : status === 'rejected' ? 'bad' : status === 'cleared' ? 'ok' : ''}`}
    >
      {t(`backoffice.player.referral.${status}`)}
    </span>
  );
const reasonsOf = (reasons: string[]) =>
  reasons.length === 0 ? '' : reasons.map((r) => label(`backoffice.settings.choices.${r}`, r)).join(', ');

function TeamFacts({ team }: { team: Team }) {
  return (
    <section className="card" style={{ marginBottom: 12 }}>
      <Facts>
        <Fact term={t('backoffice.player.inviter')}>
          {team.inviter ? (
            <Link to={`/players/${team.inviter.id}`}>
              {t('backoffice.col.id')} {team.inviter.id} · <span className="mono">{team.inviter.phone}</span>
            </Link>
          ) : (
            '—'
          )}
        </Fact>
        <Fact term={t('backoffice.player.screening')}>
          {referralBadge(team.referral?.status ?? null)} {reasonsOf(team.referral?.reasons ?? [])}
        </Fact>
        <Fact term={t('backoffice.player.level1')}>{team.level1}</Fact>
        <Fact term={t('backoffice.player.level2')}>{team.level2}</Fact>
        <Fact term={t('backoffice.player.flagged')}>{team.flagged}</Fact>
      </Facts>
    </section>
  );
}

/** The short pager of the invited players ("‹ 2 / 5 ›"). */
function TeamPager(props: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <div className="pager">
      <button
        type="button"
        className="btn small"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        ‹
      </button>
      {props.page} / {props.pages}
      <button
        type="button"
        className="btn small"
        disabled={props.page >= props.pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        ›
      </button>
    </div>
  );
}

/** The team: who invited the player, their screening, the players they invited and their flags. */
export function PlayerTeam({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: ['player-team', id, page], queryFn: () => fetchPlayerTeam(id, page) });
  if (query.isPending) return <Loading />;
  if (!query.data) return <ErrorNotice error={query.error} />;
  const team = query.data;
  const pages = Math.max(1, Math.ceil(team.subordinates.total / team.subordinates.size));
  return (
    <>
      <TeamFacts team={team} />
      <StaticTable
        headers={[
          t('backoffice.col.id'),
          t('backoffice.player.phone'),
          t('backoffice.player.registered'),
          t('backoffice.player.screening'),
        ]}
        rows={team.subordinates.list.length}
        empty={t('backoffice.player.noSubordinates')}
      >
        {team.subordinates.list.map((s) => (
          <tr key={s.id}>
            <td>
              <Link to={`/players/${s.id}`}>{s.id}</Link>
            </td>
            <td className="mono">{s.phone}</td>
            <td>{when(s.registered_at)}</td>
            <td>
              {referralBadge(s.status)} {reasonsOf(s.reasons)}
            </td>
          </tr>
        ))}
      </StaticTable>
      {pages > 1 && <TeamPager page={page} pages={pages} onPage={setPage} />}
    </>
  );
}
