import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/store.ts';
import { useTop } from '../api/games-api.ts';
import { money } from '../format.ts';
import './games.css';

type TopTableProps = {
  id: string;
  title: string;
  /** The three column heads; the last is numeric. */
  heads: [string, string, string];
  /** The table has arrived (an empty one then says so). */
  loaded: boolean;
  rows: ReactNode[];
  note: string | null;
};

/** One top-10 card: its title, a three-column table (or "empty") and the note on what it covers. */
function TopTable({ id, title, heads, loaded, rows, note }: TopTableProps) {
  const { t } = useTranslation(['games', 'common']);
  return (
    <section className="jl-top__card" aria-labelledby={id}>
      <h2 id={id} className="jl-section-title">
        {title}
      </h2>
      <table className="jl-top__table">
        <thead>
          <tr>
            <th scope="col">{heads[0]}</th>
            <th scope="col">{heads[1]}</th>
            <th scope="col" className="is-num">
              {heads[2]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows}
          {loaded && rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="jl-top__empty">
                {t('top.empty')}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      {note !== null ? <p className="jl-top__note">{note}</p> : null}
    </section>
  );
}

/**
 * The home top-10 tables: most played (game, player, online users) and biggest winners (ranking,
 * player, bonus), computed by the server from real rounds and refreshed every 30 s.
 */
export function TopTables() {
  const { t } = useTranslation(['games', 'common']);
  const lang = useAppState((s) => s.lang);
  // Rows render in the background, time-sliced, when the tables arrive (see GameList).
  const data = useDeferredValue(useTop().data);
  const mostPlayed = data?.most_played ?? [];
  const winners = data?.biggest_winners ?? [];
  return (
    <div className="jl-top">
      <TopTable
        id="top-most-played"
        title={t('top.mostPlayed')}
        heads={[t('top.game'), t('top.player'), t('top.online')]}
        loaded={Boolean(data)}
        rows={mostPlayed.map((row) => (
          <tr key={row.game}>
            <td>
              <span className="jl-top__game">{row.game_name}</span>
              <span className="jl-top__sub">{t('top.rounds', { count: row.rounds })}</span>
            </td>
            <td className="jl-top__player">{row.player}</td>
            <td className="is-num">
              <span className={`jl-top__online${row.online_users > 0 ? ' is-live' : ''}`}>
                {row.online_users}
              </span>
            </td>
          </tr>
        ))}
        note={
          data
            ? t('top.mostPlayedNote', { hours: data.most_played_hours, minutes: data.online_minutes })
            : null
        }
      />
      <TopTable
        id="top-winners"
        title={t('top.biggestWinners')}
        heads={[t('top.rank'), t('top.player'), t('top.bonus')]}
        loaded={Boolean(data)}
        rows={winners.map((row) => (
          <tr key={row.rank}>
            <td>
              <span className={`jl-top__rank jl-top__rank--${Math.min(row.rank, 4)}`}>{row.rank}</span>
            </td>
            <td>
              <span className="jl-top__player">{row.player}</span>
              <span className="jl-top__sub">
                {row.game_name} · {row.multiplier}×
              </span>
            </td>
            <td className="is-num jl-top__win">{money(row.win, lang)}</td>
          </tr>
        ))}
        note={data ? t('top.biggestNote', { days: data.biggest_winners_days }) : null}
      />
    </div>
  );
}
