import { parseAmountInput } from '@jl/core/money/amount-input.ts';
import { formatMoney, parseDecimal, toDecimal } from '@jl/core/money/cents.ts';
import { crashPoint, crashWin, multiplierAt } from '@jl/games';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/ui/amount-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { LiveBalance, LiveRules } from '../../../features/live/components/live-rules.tsx';
import { PastResults } from '../../../features/live/components/past-results.tsx';
import { myBetOf } from '../../../features/live/my-bets.ts';
import {
  COUNTDOWN_TICK_MS,
  type LiveBet,
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

type Live = ReturnType<typeof useLiveGame>;

/** The multiplier's frame while a round runs. */
const CRASH_TICK_MS = 50;

const x = (hundredths: number) => `${(hundredths / 100).toFixed(2).replace('.', ',')}×`;
/** A wire amount ("1234.50") as money: R$ 1.234,50 in every language. */
const brl = (decimal: string) => formatMoney(parseDecimal(decimal) ?? 0n);

type SkyProps = Pick<Live, 'round' | 'clock'>;

/**
 * The sky: the curve so far, the multiplier, and the round's phase. It alone ticks: every 50 ms while
 * the round runs, every 250 ms while bets are open (the countdown), not at all otherwise.
 */
function CrashSky({ round, clock }: SkyProps) {
  const { t } = useTranslation('live');
  const running = round?.phase === 'running' && round.startedAt !== null;
  const now = useServerTime(
    clock,
    running ? CRASH_TICK_MS : round?.phase === 'betting' ? COUNTDOWN_TICK_MS : null,
  );
  const elapsed = running ? now - round!.startedAt! : 0;
  const multiplier = running ? multiplierAt(elapsed) : (round?.bust ?? 100);
  const phaseText = usePhaseText(round, secondsLeftOf(round, now), t('phase.running'), (r) =>
    r.bust ? t('phase.busted', { multiplier: x(r.bust) }) : null,
  );
  return (
    <div className={`jl-crash-sky jl-crash-${round?.phase ?? 'idle'}`} data-testid="crash-multiplier">
      <svg viewBox="0 0 100 60" className="jl-crash-curve" aria-hidden="true">
        <path d={curvePath(elapsed)} />
      </svg>
      <strong className="jl-crash-m">{x(multiplier)}</strong>
      <span className="jl-crash-phase" data-testid="crash-phase">
        {phaseText}
      </span>
    </div>
  );
}

/** The cash-out button while the player's bet rides: what it pays now, read with the multiplier's tick. */
function CashOutButton({ round, clock, bet, onCashOut }: SkyProps & { bet: string; onCashOut: () => void }) {
  const { t } = useTranslation('live');
  const now = useServerTime(clock, CRASH_TICK_MS);
  const multiplier = multiplierAt(now - (round?.startedAt ?? now));
  return (
    <Button size="lg" block className="jl-crash-cashout" onClick={onCashOut} data-testid="crash-cashout">
      {t('cashout', { amount: formatMoney(crashWin(parseDecimal(bet) ?? 0n, multiplier)) })}
    </Button>
  );
}

type FormProps = {
  round: LiveRound | null;
  clock: () => number;
  running: boolean;
  myBet: string | null;
  /** The table's limits, shown before the player bets ("Mín. R$ 1,00 · máx. R$ 1.000,00"). */
  limits: string | null;
  onBet: (amount: string, auto: string) => void;
  onCashOut: () => void;
};

/** The bet with its optional auto cash-out, and the cash-out button while the player's bet flies. */
function CrashBetForm({ round, clock, running, myBet, limits, onBet, onCashOut }: FormProps) {
  const { t } = useTranslation('live');
  const [amount, setAmount] = useState('1,00');
  const [auto, setAuto] = useState('');
  return (
    <div className="jl-crash-form">
      <AmountInput
        label={t('amount')}
        value={amount}
        onChange={setAmount}
        // The limits come with the round; until then the hint's line is kept (a no-break space), so the
        // fields and the bet button below do not move down when they arrive (layout shift).
        hint={limits ?? '\u00a0'}
        data-testid="crash-amount"
      />
      <Field
        label={t('auto')}
        inputMode="decimal"
        autoComplete="off"
        value={auto}
        placeholder={t('auto_hint')}
        onChange={(e) => setAuto(e.target.value)}
        data-testid="crash-auto"
      />
      {running && myBet ? (
        <CashOutButton round={round} clock={clock} bet={myBet} onCashOut={onCashOut} />
      ) : (
        <Button
          size="lg"
          block
          className="jl-crash-bet"
          onClick={() => onBet(amount, auto)}
          disabled={round?.phase !== 'betting' || myBet !== null}
          data-testid="crash-bet"
        >
          {t('bet')}
        </Button>
      )}
    </div>
  );
}

/** The round's bets, masked names, the player's own as "Você" (by the ids known as theirs). */
function BetList({ bets, mine }: { bets: LiveBet[]; mine: ReadonlySet<string> }) {
  const { t } = useTranslation('live');
  return (
    <ul className="jl-crash-bets" data-testid="crash-bets">
      {bets.map((b) => (
        <li key={b.id} className={mine.has(b.id) ? 'is-mine' : undefined}>
          <span>{mine.has(b.id) ? t('you') : b.player}</span>
          <span>{brl(b.amount)}</span>
          <span>{b.m ? x(b.m) : ''}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The player's bet and cash-out over the socket, and what the server said of them (said for the round
 * it was said in: a new round starts without it); the balance is fetched again after each.
 */
function useCrashPlay({ request, round, claim }: Live, refresh: () => void) {
  const roundId = round?.id;
  const { t } = useTranslation('live');
  const [mine, setMine] = useState<{ round: string; amount: string } | null>(null);
  const [notice, setNotice] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the round changes, on purpose
  useEffect(() => {
    setNotice('');
    refresh();
  }, [roundId]);
  const placeBet = async (amount: string, auto: string) => {
    const read = parseAmountInput(amount);
    if (!read.ok) {
      setNotice(t('amount_invalid'));
      return;
    }
    const answer = await request({
      type: 'bet',
      game: 'crash',
      amount: toDecimal(read.cents),
      auto_cashout: auto.replace(',', '.'),
      key: newIdempotencyKey(),
    });
    if (answer.ok) {
      setMine({ round: answer.data.round_id, amount: answer.data.amount });
      claim(answer.data.bet_id);
      setNotice(t('placed', { amount: brl(answer.data.amount) }));
      refresh();
    } else setNotice(answer.msg);
  };
  const cashOut = async () => {
    const answer = await request({ type: 'cashout' });
    if (answer.ok) refresh();
    if (answer.ok)
      setNotice(
        t('cashed', {
          amount: brl(answer.data.win),
          multiplier: `${answer.data.multiplier.replace('.', ',')}×`,
        }),
      );
    else setNotice(answer.msg);
  };
  return { mine, notice, placeBet, cashOut };
}

/** The balance on the live bar is in the first paint (lib/first-data.ts). */
export const firstData = () => [walletInfoQuery];

/**
 * The live crash screen: the rising multiplier drawn from the published curve (ticks from the server
 * resynchronise it), a bet with an optional auto cash-out, the cash-out button, this round's bets with
 * masked names and the last busts, each verifiable here in the browser against the published chain.
 */
export default function CrashPage({ route }: PageProps) {
  const { t } = useTranslation('live');
  const live = useLiveGame('crash');
  const { round, bets, history, clock, signedIn } = live;
  const { balance, refresh } = useLiveBalance(signedIn);
  const { mine, notice, placeBet, cashOut } = useCrashPlay(live, refresh);
  const limits = round ? t('limits', { min: brl(round.min), max: brl(round.max) }) : null;
  const running = round?.phase === 'running' && round.startedAt !== null;
  // The bet answered here, or (after a reload or on another device) the one the server named as theirs.
  const myBet = mine && mine.round === round?.id ? mine.amount : (myBetOf(bets, live.mine)?.amount ?? null);
  return (
    <PageFrame route={route}>
      <div className="jl-crash">
        <CrashSky round={round} clock={clock} />
        <div className="jl-live-bar">
          <LiveBalance balance={balance} />
          <LiveRules />
        </div>
        {signedIn ? (
          <CrashBetForm
            round={round}
            clock={clock}
            running={running}
            myBet={myBet}
            limits={limits}
            onBet={(amount, auto) => void placeBet(amount, auto)}
            onCashOut={() => void cashOut()}
          />
        ) : (
          <p className="jl-crash-note">{t('watch_only')}</p>
        )}
        {notice ? (
          <p className="jl-crash-note" role="status" data-testid="crash-notice">
            {notice}
          </p>
        ) : null}
        <h3>{t('bets')}</h3>
        <BetList bets={bets} mine={live.mine} />
        <h3>{t('history')}</h3>
        <PastResults
          game="crash"
          history={history}
          resultOf={crashPoint}
          shown={(h) => <span className={h.bust >= 200 ? 'jl-crash-high' : ''}>{x(h.bust)}</span>}
          named={(h) => x(h.bust)}
          verifyTestId="crash-verify"
        />
      </div>
    </PageFrame>
  );
}

/** The curve drawn so far: time on x (the last 10 s), multiplier on y (up to 3× then rescaled). */
function curvePath(ms: number): string {
  const points: string[] = [];
  const span = Math.max(ms, 1);
  const top = Math.max(300, multiplierAt(ms));
  for (let i = 0; i <= 30; i += 1) {
    const at = (span * i) / 30;
    const m = multiplierAt(at);
    points.push(`${((at / span) * 100).toFixed(1)},${(60 - ((m - 100) / (top - 100)) * 55).toFixed(1)}`);
  }
  return `M${points.join(' L')}`;
}
