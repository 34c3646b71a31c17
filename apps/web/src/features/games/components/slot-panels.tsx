import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/store.ts';
import type { GameInfo, PlayResult } from '../api/games-api.ts';
import { cents, fromCents, money, percent } from '../format.ts';

/** The slot's top bar: the balance, and the RTP that opens the rules. */
export function SlotTop({
  game,
  balance,
  onRules,
}: {
  game: GameInfo;
  balance: bigint;
  onRules: () => void;
}) {
  const { t } = useTranslation(['games', 'common']);
  const lang = useAppState((s) => s.lang);
  return (
    <div className="jl-slot__top">
      <div className="jl-slot__stat">
        <span className="jl-slot__label">{t('client.balance')}</span>
        <strong className="jl-slot__value" data-testid="game-balance">
          {money(fromCents(balance), lang)}
        </strong>
      </div>
      <button type="button" className="jl-slot__rtp" onClick={onRules}>
        <span>{t('client.rtpLine', { rtp: percent(game.rtp) })}</span>
        <span className="jl-slot__rules-link">
          <Icon name="info" size={14} /> {t('client.rules')}
        </span>
      </button>
    </div>
  );
}

export type SlotResultProps = { winText: string; details: string[]; last: PlayResult | null; busy: boolean };

/** Under the reels: what the round won, the lines that paid, and the last round to verify. */
export function SlotResult({ winText, details, last, busy }: SlotResultProps) {
  const { t } = useTranslation(['games', 'common']);
  return (
    <div className="jl-slot__result" aria-live="polite">
      <p
        className={`jl-slot__win${last && cents(last.win) > 0n && !busy ? ' is-win' : ''}`}
        data-testid="game-win"
      >
        {winText || t('client.goodLuck')}
      </p>
      {details.length > 0 ? (
        <ul className="jl-slot__details">
          {details.slice(0, 4).map((line) => (
            <li key={line}>{line}</li>
          ))}
          {details.length > 4 ? <li>{t('client.moreWins', { count: details.length - 4 })}</li> : null}
        </ul>
      ) : null}
      {last && !busy ? (
        <p className="jl-slot__last">
          <Link to={`${paths.gameDetail}?id=${last.round_id}`} data-testid="last-round">
            {t('client.lastRound', { id: last.round_id })} · {t('client.verify')}
          </Link>
          <span aria-hidden="true"> · </span>
          <Link to={paths.gameFairness}>{t('client.fairness')}</Link>
        </p>
      ) : null}
    </div>
  );
}
