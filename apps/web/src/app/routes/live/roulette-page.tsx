import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';
import { RED_NUMBERS, rouletteNumber } from '@jl/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PastResults } from '../../../features/live/components/past-results.tsx';
import { type LiveRound, useLiveGame } from '../../../features/live/use-live-game.ts';
import { usePhaseText } from '../../../features/live/use-phase-text.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';
import './crash.css';

const CHIPS = ['1.00', '5.00', '10.00', '50.00'];
const OUTSIDE = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
/** A wire amount ("1234.50") as money: R$ 1.234,50 in every language. */
const brl = (decimal: string) => formatMoney(parseDecimal(decimal) ?? 0n);
const colour = (n: number) => (n === 0 ? 'green' : RED_NUMBERS.includes(n) ? 'red' : 'black');

type TableProps = {
  chip: string;
  spot: string;
  onChip: (chip: string) => void;
  onSpot: (spot: string) => void;
};

/** The chips, and the table's spots: the outside bets, the dozens and the 37 numbers. */
function RouletteTable({ chip, spot, onChip, onSpot }: TableProps) {
  const { t } = useTranslation('live');
  const spotButton = (value: string, label: string, tone = '') => (
    <button
      key={value}
      type="button"
      className={`jl-roulette-spot ${tone} ${spot === value ? 'is-picked' : ''}`}
      aria-pressed={spot === value}
      onClick={() => onSpot(value)}
    >
      {label}
    </button>
  );
  return (
    <>
      <h3>{t('chips')}</h3>
      <div className="jl-roulette-chips">
        {CHIPS.map((c) => (
          <button
            key={c}
            type="button"
            className={`jl-roulette-chip ${chip === c ? 'is-picked' : ''}`}
            aria-pressed={chip === c}
            onClick={() => onChip(c)}
          >
            {brl(c)}
          </button>
        ))}
      </div>
      <div className="jl-roulette-outside">
        {OUTSIDE.map((k) => spotButton(k, t(k), k === 'red' ? 'is-red' : k === 'black' ? 'is-black' : ''))}
        {[1, 2, 3].map((n) => spotButton(`dozen:${n}`, t('dozen', { n })))}
      </div>
      <div className="jl-roulette-numbers">
        {Array.from({ length: 37 }, (_, n) => spotButton(`straight:${n}`, String(n), `is-${colour(n)}`))}
      </div>
    </>
  );
}

/** The ball's last number in its colour, and the round's phase. */
function RouletteSky({ round, secondsLeft }: { round: LiveRound | null; secondsLeft: number }) {
  const { t } = useTranslation('live');
  const phaseText = usePhaseText(round, secondsLeft, t('phase.spinning'), (r) =>
    r.bust !== null ? t('phase.result', { number: r.bust }) : null,
  );
  return (
    <div className="jl-crash-sky" data-testid="roulette-phase">
      <strong className={`jl-crash-m jl-roulette-${round?.bust != null ? colour(round.bust) : 'none'}`}>
        {round?.phase === 'over' && round.bust !== null ? round.bust : '—'}
      </strong>
      <span className="jl-crash-phase">{phaseText}</span>
    </div>
  );
}

/**
 * The live roulette screen (European, single zero): the round's phase, chips, the table's spots (one
 * bet per player and round: an outside bet, a dozen or a straight number), the last numbers, each
 * verifiable in the browser against the published chain.
 */
export default function RoulettePage({ route }: PageProps) {
  const { t } = useTranslation('live');
  const { round, history, secondsLeft, request, signedIn } = useLiveGame('roulette');
  const [chip, setChip] = useState(CHIPS[0]!);
  const [spot, setSpot] = useState<string>('red');
  const [notice, setNotice] = useState('');

  const place = async () => {
    const answer = await request({
      type: 'bet',
      game: 'roulette',
      amount: chip,
      spot,
      key: newIdempotencyKey(),
    });
    setNotice(answer.ok ? t('placed', { amount: brl(answer.data.amount) }) : answer.msg);
  };

  return (
    <PageFrame route={route}>
      <div className="jl-crash">
        <RouletteSky round={round} secondsLeft={secondsLeft} />
        <RouletteTable chip={chip} spot={spot} onChip={setChip} onSpot={setSpot} />
        {signedIn ? (
          <Button
            size="lg"
            block
            className="jl-crash-bet"
            onClick={place}
            disabled={round?.phase !== 'betting'}
          >
            {t('bet')}
          </Button>
        ) : (
          <p className="jl-crash-note">{t('watch_only')}</p>
        )}
        {notice ? (
          <p className="jl-crash-note" role="status">
            {notice}
          </p>
        ) : null}
        <h3>{t('last_results')}</h3>
        <PastResults
          game="roulette"
          history={history}
          resultOf={rouletteNumber}
          shown={(h) => <span className={`jl-roulette-ball is-${colour(h.bust)}`}>{h.bust}</span>}
          named={(h) => String(h.bust)}
        />
      </div>
    </PageFrame>
  );
}
