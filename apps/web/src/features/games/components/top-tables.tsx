import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/store.ts';
import { useTop } from '../api/games-api.ts';
import { money } from '../format.ts';
import './games.css';

/**
 * The home top-10 tables (spec §2): most played (game, player, online users) and biggest winners
 * (ranking, player, bonus), computed by the server from real rounds and refreshed every 30 s.
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
      <section className="jl-top__card" aria-labelledby="top-most-played">
        <h2 id="top-most-played" className="jl-section-title">
          {t('top.mostPlayed')}
        </h2>
        <table className="jl-top__table">
          <thead>
            <tr>
              <th scope="col">{t('top.game')}</th>
              <th scope="col">{t('top.player')}</th>
              <th scope="col" className="is-num">
                {t('top.online')}
              </th>
            </tr>
          </thead>
          <tbody>
            {mostPlayed.map((row) => (
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
            {data && mostPlayed.length === 0 ? (
              <tr>
                <td colSpan={3} className="jl-top__empty">
                  {t('top.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
        {data ? (
          <p className="jl-top__note">
            {t('top.mostPlayedNote', { hours: data.most_played_hours, minutes: data.online_minutes })}
          </p>
        ) : null}
      </section>

      <section className="jl-top__card" aria-labelledby="top-winners">
        <h2 id="top-winners" className="jl-section-title">
          {t('top.biggestWinners')}
        </h2>
        <table className="jl-top__table">
          <thead>
            <tr>
              <th scope="col">{t('top.rank')}</th>
              <th scope="col">{t('top.player')}</th>
              <th scope="col" className="is-num">
                {t('top.bonus')}
              </th>
            </tr>
          </thead>
          <tbody>
            {winners.map((row) => (
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
            {data && winners.length === 0 ? (
              <tr>
                <td colSpan={3} className="jl-top__empty">
                  {t('top.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
        {data ? (
          <p className="jl-top__note">{t('top.biggestNote', { days: data.biggest_winners_days })}</p>
        ) : null}
      </section>
    </div>
  );
}
