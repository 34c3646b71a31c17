import { formatMoney, formatNet, toDecimal } from '@jl/core/money/cents.ts';
import { RED_NUMBERS, rouletteNumber } from '@jl/games';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LiveBalance, LiveRules } from '../../../features/live/components/live-rules.tsx';
import { PastResults } from '../../../features/live/components/past-results.tsx';
import {
  type Chip,
  myChips,
  type Outcome,
  outcomeOf,
  stakeBySpot,
  totalOf,
} from '../../../features/live/my-bets.ts';
import {
  COUNTDOWN_TICK_MS,
  type LiveRound,
  secondsLeftOf,
  useLiveGame,
  useServerTime,
} from '../../../features/live/use-live-game.ts';
import { usePhaseText } from '../../../features/live/use-phase-text.ts';
import { walletInfoQuery } from '../../../features/wallet/api/wallet-api.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';
import { useLiveBalance } from './use-live-balance.ts';
import './crash.css';

const CHIPS = [100n, 500n, 1000n, 5000n];
const OUTSIDE = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
const money = (cents: bigint) => formatMoney(cents);
const colour = (n: number) => (n === 0 ? 'green' : RED_NUMBERS.includes(n) ? 'red' : 'black');

type TableProps = {
  chip: bigint;
  onChip: (chip: bigint) => void;
  onSpot: (spot: string) => void;
  /** What lies on each spot: the chips not sent yet and the bets placed this round, added up. */
  stakes: Map<string, bigint>;
  /** The spots that won the last result (highlighted). */
  won: Set<string>;
};

/** The chips, and the table's spots: the outside bets, dozens, columns and the 37 numbers. */
function RouletteTable({ chip, onChip, onSpot, stakes, won }: TableProps) {
  const { t } = useTranslation('live');
  const spotButton = (value: string, label: string, tone = '') => {
    const stake = stakes.get(value);
    return (
      <button
        key={value}
        type="button"
        className={`jl-roulette-spot ${tone}${stake ? ' has-chips' : ''}${won.has(value) ? ' is-won' : ''}`}
        onClick={() => onSpot(value)}
        data-testid={`spot-${value}`}
      >
        {label}
        {stake ? <small className="jl-roulette-stake">{money(stake)}</small> : null}
      </button>
    );
  };
  return (
    <>
      <h3>{t('chips')}</h3>
      <div className="jl-roulette-chips">
        {CHIPS.map((c) => (
          <button
            key={String(c)}
            type="button"
            className={`jl-roulette-chip ${chip === c ? 'is-picked' : ''}`}
            aria-pressed={chip === c}
            onClick={() => onChip(c)}
          >
            {money(c)}
          </button>
        ))}
      </div>
      <div className="jl-roulette-outside">
        {OUTSIDE.map((k) => spotButton(k, t(k), k === 'red' ? 'is-red' : k === 'black' ? 'is-black' : ''))}
        {[1, 2, 3].map((n) => spotButton(`dozen:${n}`, t('dozen', { n })))}
        {[1, 2, 3].map((n) => spotButton(`column:${n}`, t('column', { n })))}
      </div>
      <div className="jl-roulette-numbers">
        {Array.from({ length: 37 }, (_, n) => spotButton(`straight:${n}`, String(n), `is-${colour(n)}`))}
      </div>
    </>
  );
}

/** The ball's last number in its colour, and the round's phase. */
function RouletteSky({ round, clock }: { round: LiveRound | null; clock: () => number }) {
  const { t } = useTranslation('live');
  // Only the countdown moves: it alone reads the time again, while bets are open.
  const now = useServerTime(clock, round?.phase === 'betting' ? COUNTDOWN_TICK_MS : null);
  const phaseText = usePhaseText(round, secondsLeftOf(round, now), t('phase.spinning'), (r) =>
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

type Play = ReturnType<typeof useLiveGame>;

/**
 * The chips the player puts on the table, sent as one bet each when they press Bet; their own bets among
 * the round's (by the ids `useLiveGame` knows as theirs: the bets made here, and those the server names
 * after a reload); what the last result did for them, kept on screen until they bet again; the balance,
 * fetched again after each bet and each result.
 */
function useRoulettePlay({ round, bets, mine, claim, request }: Play, refresh: () => void) {
  const { t } = useTranslation('live');
  const [chips, setChips] = useState<Chip[]>([]);
  const [notice, setNotice] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const roundId = round?.id;
  // A new round: the last round's words go ("Aposta feita" does not stay into the next round).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the round changes, on purpose
  useEffect(() => setNotice(''), [roundId]);
  const result = round?.phase === 'over' ? outcomeOf(bets, mine) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per result of a round the player bet on
  useEffect(() => {
    if (result) {
      setOutcome(result);
      refresh();
    }
  }, [result?.staked, result?.won, roundId]);

  const send = async () => {
    setSending(true);
    setOutcome(null);
    let left = chips;
    for (const chip of chips) {
      const key = newIdempotencyKey();
      const answer = await request({
        type: 'bet',
        game: 'roulette',
        amount: toDecimal(chip.cents),
        spot: chip.spot,
        key,
      });
      if (!answer.ok) {
        setNotice(answer.msg);
        break;
      }
      claim(answer.data.bet_id);
      left = left.slice(1);
      setNotice(t('placed', { amount: money(totalOf(chips) - totalOf(left)) }));
    }
    setChips(left);
    setSending(false);
    refresh();
  };
  const placed = myChips(bets, mine);
  /** A chip put on a spot: the last result's words and lit spots give way to the new bet. */
  const put = (spot: string, cents: bigint) => {
    setOutcome(null);
    setChips((c) => [...c, { spot, cents }]);
  };
  return { chips, setChips, put, placed, notice, outcome, sending, send };
}

/**
 * What the last result did for the player, with the net against the round's stakes: "Você ganhou
 * R$ 36,00 · +R$ 35,00", a return below the stakes as "Retorno R$ 2,00 · −R$ 6,00" (never as a win),
 * or "Não foi desta vez · −R$ 8,00".
 */
function outcomeText(o: Outcome): { key: 'won' | 'returned' | 'not_this_time'; amount: string; net: string } {
  const net = formatNet(o.won - o.staked);
  const amount = money(o.won);
  if (o.won > o.staked) return { key: 'won', amount, net };
  return { key: o.won > 0n ? 'returned' : 'not_this_time', amount, net };
}

/** What the last result did for the player: the sum won, or "not this time". */
function OutcomeBanner({ outcome }: { outcome: Outcome | null }) {
  const { t } = useTranslation('live');
  if (!outcome) return null;
  const text = outcomeText(outcome);
  return (
    <p
      className={`jl-roulette-outcome ${outcome.won > 0n ? 'is-won' : 'is-lost'}`}
      role="status"
      data-testid="roulette-outcome"
    >
      {t(text.key, { amount: text.amount, net: text.net })}
    </p>
  );
}

/** The balance on the live bar is in the first paint (lib/first-data.ts). */
export const firstData = () => [walletInfoQuery];

/**
 * The live roulette screen (European, single zero): the round's phase, the balance, chips put on any
 * spots of the table (several bets a round; undo, clear, the totals), what the result did for the
 * player with the winning spots highlighted, and the last numbers, each verifiable in the browser
 * against the published chain.
 */
export default function RoulettePage({ route }: PageProps) {
  const { t } = useTranslation('live');
  const live = useLiveGame('roulette');
  const { round, history, clock, signedIn } = live;
  const { balance, refresh } = useLiveBalance(signedIn);
  const play = useRoulettePlay(live, refresh);
  const [chip, setChip] = useState(CHIPS[0]!);
  const stakes = stakeBySpot([...play.chips, ...play.placed]);
  const pending = totalOf(play.chips);
  return (
    <PageFrame route={route}>
      <div className="jl-crash">
        <RouletteSky round={round} clock={clock} />
        <div className="jl-live-bar">
          <LiveBalance balance={balance} />
          <LiveRules />
        </div>
        <OutcomeBanner outcome={play.outcome} />
        <RouletteTable
          chip={chip}
          onChip={setChip}
          onSpot={(spot) => play.put(spot, chip)}
          stakes={stakes}
          won={play.outcome?.winningSpots ?? new Set()}
        />
        <p className="jl-roulette-totals" data-testid="roulette-totals">
          <span>{t('pending', { amount: money(pending) })}</span>
          <span>{t('staked', { amount: money(totalOf(play.placed)) })}</span>
        </p>
        <div className="jl-roulette-actions">
          <Button
            variant="secondary"
            onClick={() => play.setChips((c) => c.slice(0, -1))}
            disabled={play.chips.length === 0}
            data-testid="roulette-undo"
          >
            {t('undo')}
          </Button>
          <Button variant="secondary" onClick={() => play.setChips([])} disabled={play.chips.length === 0}>
            {t('clear')}
          </Button>
        </div>
        {signedIn ? (
          <Button
            size="lg"
            block
            className="jl-crash-bet"
            onClick={() => void play.send()}
            busy={play.sending}
            disabled={round?.phase !== 'betting' || play.chips.length === 0}
            data-testid="roulette-bet"
          >
            {pending > 0n ? t('place', { amount: money(pending) }) : t('bet')}
          </Button>
        ) : (
          <p className="jl-crash-note">{t('watch_only')}</p>
        )}
        {play.notice ? (
          <p className="jl-crash-note" role="status" data-testid="roulette-notice">
            {play.notice}
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
