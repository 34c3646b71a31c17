import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { paths } from '../../../config/paths.ts';
import { useReducedMotion } from '../../../hooks/use-reduced-motion.ts';
import { errorOf } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { type GameInfo, type PlayResult, playRound } from '../api/games-api.ts';
import { cents, fromCents, money, percent } from '../format.ts';
import { readSoundPreference, saveSoundPreference, sounds } from '../sound.ts';
import { type AutoplayConfig, AutoplaySheet } from './autoplay-sheet.tsx';
import { type ReelState, Reels } from './reels.tsx';
import { RulesSheet } from './rules-sheet.tsx';
import './slot-client.css';

type Spin = PlayResult['outcome']['spins'][number];
type Prompt = 'funds' | 'cap' | 'maintenance' | null;
type Outcome = { status: 'played'; win: bigint; balance: bigint } | { status: 'stopped' };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A pleasant still window before the first spin: the game's regular symbols in turn. */
function openingWindow(game: GameInfo): string[][] {
  const regular = game.rules.paytable.filter((p) => p.kind === 'regular').map((p) => p.symbol);
  return Array.from({ length: game.rules.reels }, (_, reel) =>
    Array.from(
      { length: game.rules.rows },
      (_, row) => regular[(reel * 2 + row * 3) % regular.length] ?? 'wild',
    ),
  );
}

/** Where a spin's wins are: cells to light and line paths to draw. */
function winsOf(game: GameInfo, spin: Spin) {
  const cells = new Set<string>();
  for (const w of [...spin.line_wins, ...spin.ways_wins, ...(spin.scatter_win ? [spin.scatter_win] : [])])
    for (const [reel, row] of w.positions) cells.add(`${reel}:${row}`);
  const lines = game.rules.evaluation.kind === 'lines' ? game.rules.evaluation.lines : [];
  const drawn = spin.line_wins.map((w) => lines[w.line]?.slice(0, w.count) ?? []);
  return { cells, drawn };
}

export type SlotClientProps = {
  game: GameInfo;
  balance: string;
  /** Tells the page a round is running (the exit confirmation stops autoplay first). */
  onBusyChange?: (busy: boolean) => void;
  stopSignal?: number;
  /**
   * A refusal the page handles itself (responsible gaming: the reality check, a limit); return true
   * and the client shows nothing more.
   */
  onRefusal?: (error: string | undefined, message: string) => boolean;
};

/**
 * The originals' game client. The server plays the round (provably fair) and answers with the
 * outcome; the reels spin until the answer arrives and then stop, left to right, on exactly that
 * outcome, then play its re-spin or free spins in order. Nothing about the result is decided here.
 */
export function SlotClient({
  game,
  balance: initialBalance,
  onBusyChange,
  stopSignal,
  onRefusal,
}: SlotClientProps) {
  const { t } = useTranslation(['games', 'common']);
  const navigate = useNavigate();
  const lang = useAppState((s) => s.lang);
  const operatorMaintenance = useAppState((s) => s.game.status === 1);
  const reducedMotion = useReducedMotion();
  const levels = useMemo(() => game.bet_levels.map(cents), [game.bet_levels]);
  const symbols = useMemo(() => game.rules.paytable.map((p) => p.symbol), [game.rules.paytable]);
  const { reels, rows } = game.rules;

  const [balance, setBalance] = useState(() => cents(initialBalance));
  const [betIndex, setBetIndex] = useState(() =>
    Math.max(
      0,
      levels.findIndex((b) => b >= 100n),
    ),
  );
  const [window, setWindow] = useState<string[][]>(() => openingWindow(game));
  const [reelState, setReelState] = useState<ReelState[]>(() => Array(reels).fill('idle'));
  const [highlight, setHighlight] = useState<Set<string>>(() => new Set());
  const [drawn, setDrawn] = useState<number[][]>([]);
  const [wildReels, setWildReels] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [winText, setWinText] = useState<string>('');
  const [details, setDetails] = useState<string[]>([]);
  const [last, setLast] = useState<PlayResult | null>(null);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [maintenance, setMaintenance] = useState(game.maintenance);
  const [sound, setSound] = useState(readSoundPreference);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [autoOpen, setAutoOpen] = useState(false);
  const [autoLeft, setAutoLeft] = useState<number | null>(null);

  const alive = useRef(true);
  const autoRef = useRef<(AutoplayConfig & { left: number }) | null>(null);
  const soundRef = useRef(sound);
  soundRef.current = sound;
  const balanceRef = useRef(balance);
  balanceRef.current = balance;
  // Set up again on every mount: StrictMode (and a remount) runs cleanup then setup, and a ref that
  // only the cleanup touched would stay false and freeze every spin on "spinning".
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      autoRef.current = null;
    };
  }, []);
  useEffect(() => onBusyChange?.(busy || autoLeft !== null), [busy, autoLeft, onBusyChange]);
  useEffect(() => {
    // The page's exit confirmation: stop autoplay after the round in progress.
    if (stopSignal && autoRef.current) autoRef.current.left = 0;
  }, [stopSignal]);

  const bet = levels[betIndex] ?? levels[0] ?? 0n;
  const closed = maintenance || operatorMaintenance;
  const timing = reducedMotion
    ? { spin: 120, stagger: 60, feature: 500, win: 700 }
    : { spin: 650, stagger: 170, feature: 900, win: 1100 };
  const play = (fn: () => void) => {
    if (soundRef.current) fn();
  };

  const describe = useCallback(
    (spin: Spin): string[] => {
      const name = (id: string) => t(`symbols.${id as 'wild'}`, { defaultValue: id });
      return [
        ...spin.line_wins.map((w) =>
          t('client.lineWin', {
            line: w.line + 1,
            count: w.count,
            symbol: name(w.symbol),
            amount: money(w.win, lang),
          }),
        ),
        ...spin.ways_wins.map((w) =>
          t('client.waysWin', {
            count: w.count,
            symbol: name(w.symbol),
            ways: w.ways,
            amount: money(w.win, lang),
          }),
        ),
        ...(spin.scatter_win
          ? [
              t('client.scatterWin', {
                count: spin.scatter_win.count,
                symbol: name(spin.scatter_win.symbol),
                amount: money(spin.scatter_win.win, lang),
              }),
            ]
          : []),
      ];
    },
    [t, lang],
  );

  /** Reveals one spin of the round: spin the moving reels, stop them left to right, light the wins. */
  async function reveal(spin: Spin, first: boolean) {
    if (!first) {
      setHighlight(new Set());
      setDrawn([]);
      setReelState(Array.from({ length: reels }, (_, r) => (spin.held.includes(r) ? 'idle' : 'spinning')));
      setWildReels(spin.held);
      play(sounds.spin);
      await sleep(timing.spin);
    }
    for (let reel = 0; reel < reels; reel++) {
      if (!alive.current) return;
      if (spin.held.includes(reel)) continue;
      await sleep(timing.stagger);
      setWindow((prev) => prev.map((column, i) => (i === reel ? [...(spin.window[reel] ?? [])] : column)));
      setReelState((prev) => prev.map((s, i) => (i === reel ? 'landing' : s)));
      play(() => sounds.stop(reel));
    }
    await sleep(timing.stagger);
    const { cells, drawn: lines } = winsOf(game, spin);
    setWildReels([...spin.held, ...spin.expanded_reels]);
    setHighlight(cells);
    setDrawn(lines);
    setDetails(describe(spin));
  }

  async function spinOnce(): Promise<Outcome> {
    if (closed) {
      setPrompt('maintenance');
      return { status: 'stopped' };
    }
    if (balanceRef.current < bet) {
      setPrompt('funds');
      return { status: 'stopped' };
    }
    const before = balanceRef.current;
    setBusy(true);
    setBanner(null);
    setWinText('');
    setDetails([]);
    setHighlight(new Set());
    setDrawn([]);
    setWildReels([]);
    setBalance(before - bet);
    setReelState(Array(reels).fill('spinning'));
    play(sounds.spin);
    const [answer] = await Promise.all([
      playRound(game.code, fromCents(bet), newIdempotencyKey()),
      sleep(timing.spin),
    ]);
    if (!alive.current) return { status: 'stopped' };
    if (answer === false || answer.code !== 1) {
      setBalance(before);
      setReelState(Array(reels).fill('idle'));
      setBusy(false);
      refused(errorOf(answer), answer ? answer.msg : '');
      return { status: 'stopped' };
    }
    const round = answer.data;
    const { spins, feature } = round.outcome;
    let shown = 0n;
    for (const [index, spin] of spins.entries()) {
      if (index > 0) {
        const label =
          spin.kind === 'respin'
            ? t('client.respin')
            : t('client.freeSpins', { current: index, total: spins.length - 1 });
        setBanner(label);
        if (index === 1) play(sounds.feature);
      }
      await reveal(spin, index === 0);
      if (!alive.current) return { status: 'stopped' };
      shown += cents(spin.win);
      if (shown > 0n) setWinText(t('client.youWon', { amount: money(fromCents(shown), lang) }));
      if (index === 0 && feature?.kind === 'free-spins') {
        setBanner(t('client.freeSpinsWon', { count: feature.awarded }));
        play(sounds.feature);
        await sleep(timing.feature);
      } else if (cents(spin.win) > 0n || index < spins.length - 1) {
        await sleep(cents(spin.win) > 0n ? timing.win : timing.feature / 2);
      }
    }
    const win = cents(round.win);
    const after = cents(round.balance);
    setBalance(after);
    setLast(round);
    setReelState(Array(reels).fill('idle'));
    setBanner(null);
    setWinText(win > 0n ? t('client.youWon', { amount: money(round.win, lang) }) : t('client.noWin'));
    if (win > 0n) play(() => sounds.win(Number((win * 100n) / bet) / 100));
    setBusy(false);
    return { status: 'played', win, balance: after };
  }

  function refused(error: string | undefined, message: string) {
    if (onRefusal?.(error, message)) return;
    if (error === 'INSUFFICIENT_FUNDS') setPrompt('funds');
    else if (error === 'GAME_BALANCE_TOO_HIGH') setPrompt('cap');
    else if (error === 'GAME_MAINTENANCE' || error === 'GAME_DISABLED') {
      setMaintenance(true);
      setPrompt('maintenance');
    } else if (message) showToast(message, 'error');
  }

  async function onSpin() {
    if (busy || autoRef.current) return;
    await spinOnce();
  }

  async function startAuto(config: AutoplayConfig) {
    setAutoOpen(false);
    if (busy || autoRef.current) return;
    autoRef.current = { ...config, left: config.spins };
    setAutoLeft(config.spins);
    while (autoRef.current && autoRef.current.left > 0 && alive.current) {
      const outcome = await spinOnce();
      if (outcome.status !== 'played' || !autoRef.current) break;
      autoRef.current.left -= 1;
      setAutoLeft(autoRef.current.left);
      const { stopOnWinAbove, stopBelow } = autoRef.current;
      if (stopOnWinAbove !== null && outcome.win > stopOnWinAbove) break;
      if (stopBelow !== null && outcome.balance < stopBelow) break;
      await sleep(reducedMotion ? 150 : 350);
    }
    const stoppedEarly = autoRef.current !== null && autoRef.current.left > 0;
    autoRef.current = null;
    if (alive.current) {
      setAutoLeft(null);
      if (stoppedEarly) showToast(t('auto.stopped'));
    }
  }

  function stopAuto() {
    if (autoRef.current) autoRef.current.left = 0;
  }

  function toggleSound() {
    const next = !sound;
    setSound(next);
    saveSoundPreference(next);
    if (next) sounds.spin();
  }

  return (
    <div className={`jl-slot jl-slot--${game.code}`}>
      <div className="jl-slot__top">
        <div className="jl-slot__stat">
          <span className="jl-slot__label">{t('client.balance')}</span>
          <strong className="jl-slot__value" data-testid="game-balance">
            {money(fromCents(balance), lang)}
          </strong>
        </div>
        <button type="button" className="jl-slot__rtp" onClick={() => setRulesOpen(true)}>
          <span>{t('client.rtpLine', { rtp: percent(game.rtp, lang) })}</span>
          <span className="jl-slot__rules-link">
            <Icon name="info" size={14} /> {t('client.rules')}
          </span>
        </button>
      </div>

      {closed ? (
        <p className="jl-slot__maintenance" role="alert">
          <Icon name="info" size={18} /> {t('common:messages.gameMaintenance')}
        </p>
      ) : null}

      <div className="jl-slot__stage">
        <Reels
          code={game.code}
          reels={reels}
          rows={rows}
          window={window}
          state={reelState}
          symbols={symbols}
          highlight={highlight}
          paths={drawn}
          wildReels={wildReels}
          wild={game.rules.wild}
          reducedMotion={reducedMotion}
        />
        {banner ? (
          <div className="jl-slot__banner" role="status">
            {banner}
          </div>
        ) : null}
      </div>

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

      <div className="jl-slot__controls">
        <fieldset className="jl-bet">
          <legend className="visually-hidden">{t('client.bet')}</legend>
          <button
            type="button"
            className="jl-bet__step"
            onClick={() => setBetIndex((i) => Math.max(0, i - 1))}
            disabled={busy || autoLeft !== null || betIndex === 0}
            aria-label={t('client.lessBet')}
          >
            −
          </button>
          <div className="jl-bet__value">
            <span className="jl-slot__label">{t('client.bet')}</span>
            <strong data-testid="game-bet">{money(fromCents(bet), lang)}</strong>
          </div>
          <button
            type="button"
            className="jl-bet__step"
            onClick={() => setBetIndex((i) => Math.min(levels.length - 1, i + 1))}
            disabled={busy || autoLeft !== null || betIndex >= levels.length - 1}
            aria-label={t('client.moreBet')}
          >
            +
          </button>
        </fieldset>
        <button
          type="button"
          className={`jl-spin${busy ? ' is-busy' : ''}`}
          onClick={() => void onSpin()}
          disabled={busy || autoLeft !== null}
          aria-label={t('client.spin')}
        >
          <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
            <path
              d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4.5h-4.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{busy ? t('client.spinning') : t('client.spin')}</span>
        </button>
        <div className="jl-slot__side">
          {autoLeft !== null ? (
            <Button size="sm" variant="danger" onClick={stopAuto}>
              {t('client.stopAuto', { left: autoLeft })}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setAutoOpen(true)} disabled={busy}>
              {t('client.autoplay')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            onClick={toggleSound}
            aria-pressed={sound}
            aria-label={sound ? t('client.soundOn') : t('client.soundOff')}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
              {sound ? (
                <path
                  d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
                  stroke="currentColor"
                  strokeWidth="2"
                  fill="none"
                  strokeLinecap="round"
                />
              ) : (
                <path
                  d="M16.5 9.5l5 5M21.5 9.5l-5 5"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
            {t('client.sound')}
          </Button>
        </div>
      </div>

      <RulesSheet open={rulesOpen} onClose={() => setRulesOpen(false)} game={game} betCents={bet} />
      <AutoplaySheet open={autoOpen} onClose={() => setAutoOpen(false)} onStart={(c) => void startAuto(c)} />

      <Popup open={prompt === 'funds'} onClose={() => setPrompt(null)} variant="center">
        <div className="jl-prompt">
          <h2 className="jl-prompt__title">{t('client.insufficientTitle')}</h2>
          <p>{t('client.insufficientBody')}</p>
          <div className="jl-prompt__actions">
            <Button variant="secondary" block onClick={() => setPrompt(null)}>
              {t('common:actions.close')}
            </Button>
            <Button block onClick={() => navigate(paths.recharge)}>
              {t('client.recharge')}
            </Button>
          </div>
        </div>
      </Popup>
      <Popup open={prompt === 'cap'} onClose={() => setPrompt(null)} variant="center">
        <div className="jl-prompt">
          <p className="jl-prompt__title">{t('common:messages.balanceTooHigh')}</p>
          <div className="jl-prompt__actions">
            <Button variant="secondary" block onClick={() => navigate(paths.vip)}>
              {t('client.upgradeVip')}
            </Button>
            <Button block onClick={() => navigate(paths.withdraw)}>
              {t('client.withdraw')}
            </Button>
          </div>
        </div>
      </Popup>
      <Popup open={prompt === 'maintenance'} onClose={() => setPrompt(null)} variant="center">
        <div className="jl-prompt">
          <p className="jl-prompt__title">{t('common:messages.gameMaintenance')}</p>
          <div className="jl-prompt__actions">
            <Button block onClick={() => setPrompt(null)}>
              {t('common:actions.close')}
            </Button>
          </div>
        </div>
      </Popup>
    </div>
  );
}
