import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';
import { RED_NUMBERS, rouletteNumber, verifyChainLink } from '@jl/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { fetchChainOf, type LivePast, useLiveGame } from '../../../features/live/use-live-game.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';
import './crash.css';

const CHIPS = ['1.00', '5.00', '10.00', '50.00'];
const OUTSIDE = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
/** A wire amount ("1234.50") as money: R$ 1.234,50 in every language. */
const brl = (decimal: string) => formatMoney(parseDecimal(decimal) ?? 0n);
const colour = (n: number) => (n === 0 ? 'green' : RED_NUMBERS.includes(n) ? 'red' : 'black');

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
  const [verified, setVerified] = useState<Record<string, boolean>>({});

  const phaseText = !round
    ? t('phase.connecting')
    : round.phase === 'betting'
      ? t('phase.betting', { seconds: secondsLeft })
      : round.phase === 'running'
        ? t('phase.spinning')
        : round.bust !== null
          ? t('phase.result', { number: round.bust })
          : t('waiting');

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
  const verify = async (past: LivePast) => {
    const chain = await fetchChainOf('roulette', past.round);
    // No chain (unreachable) or no salt yet (before the salt ceremony): nothing can be verified.
    const ok =
      chain?.salt != null &&
      verifyChainLink(chain.terminating_hash, past.hash, past.gameNo) &&
      rouletteNumber(past.hash, chain.salt) === past.bust;
    setVerified((v) => ({ ...v, [past.round]: ok }));
  };
  const spotButton = (value: string, label: string, tone = '') => (
    <button
      key={value}
      type="button"
      className={`jl-roulette-spot ${tone} ${spot === value ? 'is-picked' : ''}`}
      aria-pressed={spot === value}
      onClick={() => setSpot(value)}
    >
      {label}
    </button>
  );

  return (
    <PageFrame route={route}>
      <div className="jl-crash">
        <div className="jl-crash-sky" data-testid="roulette-phase">
          <strong className={`jl-crash-m jl-roulette-${round?.bust != null ? colour(round.bust) : 'none'}`}>
            {round?.phase === 'over' && round.bust !== null ? round.bust : '—'}
          </strong>
          <span className="jl-crash-phase">{phaseText}</span>
        </div>
        <h3>{t('chips')}</h3>
        <div className="jl-roulette-chips">
          {CHIPS.map((c) => (
            <button
              key={c}
              type="button"
              className={`jl-roulette-chip ${chip === c ? 'is-picked' : ''}`}
              aria-pressed={chip === c}
              onClick={() => setChip(c)}
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
        <ul className="jl-crash-history">
          {history.map((h) => (
            <li key={h.round}>
              <span className={`jl-roulette-ball is-${colour(h.bust)}`}>{h.bust}</span>
              <Button variant="secondary" size="sm" onClick={() => void verify(h)}>
                {verified[h.round] === undefined ? t('verify') : verified[h.round] ? '✓' : '✗'}
              </Button>
              {verified[h.round] !== undefined ? (
                <small>
                  {verified[h.round] ? t('verified', { result: String(h.bust) }) : t('verify_failed')}
                </small>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </PageFrame>
  );
}
