import { formatNet } from '@jl/core/money/cents.ts';
import { type Dispatch, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../../hooks/use-reduced-motion.ts';
import { errorOf } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { type GameInfo, type PlayResult, playRound } from '../api/games-api.ts';
import type { AutoplayConfig } from '../components/autoplay-sheet.tsx';
import { cents, fromCents, money } from '../format.ts';
import {
  initialSlotState,
  type SlotAction,
  type SlotState,
  type Spin,
  slotReducer,
  winsOf,
} from '../slot-state.ts';
import { readSoundPreference, saveSoundPreference, sounds } from '../sound.ts';
import { useSpinText } from './use-spin-text.ts';

type Outcome = { status: 'played'; win: bigint; balance: bigint } | { status: 'stopped' };
type Timing = { spin: number; stagger: number; feature: number; win: number };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type SlotRoundOptions = {
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
 * The component's lifetime and autoplay, kept in refs: whether it is still mounted (a round's
 * steps stop when it is not) and autoplay's spins left, which the page's exit confirmation sets to 0.
 */
function useSlotLifetime(busy: boolean, autoLeft: number | null, options: SlotRoundOptions) {
  const { onBusyChange, stopSignal } = options;
  const alive = useRef(true);
  const autoRef = useRef<(AutoplayConfig & { left: number }) | null>(null);
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
  return { alive, autoRef };
}

type RoundSteps = {
  game: GameInfo;
  dispatch: Dispatch<SlotAction>;
  alive: { current: boolean };
  timing: Timing;
  play: (fn: () => void) => void;
  describe: (spin: Spin) => string[];
  /** The rendered state when a step reads it (the balance, the sound). */
  current: { current: SlotState };
  t: ReturnType<typeof useTranslation<['games', 'common']>>['t'];
  lang: string;
};

type Round = { bet: bigint; closed: boolean; refused: (error: string | undefined, message: string) => void };

/** Reveals one spin of the round: spin the moving reels, stop them left to right, light the wins. */
async function reveal(
  { game, dispatch, alive, timing, play, describe }: RoundSteps,
  spin: Spin,
  first: boolean,
) {
  const reels = game.rules.reels;
  if (!first) {
    dispatch({ type: 'respinStarted', held: spin.held });
    play(sounds.spin);
    await sleep(timing.spin);
  }
  for (let reel = 0; reel < reels; reel++) {
    if (!alive.current) return;
    if (spin.held.includes(reel)) continue;
    await sleep(timing.stagger);
    dispatch({ type: 'reelLanded', reel, column: spin.window[reel] ?? [] });
    play(() => sounds.stop(reel));
  }
  await sleep(timing.stagger);
  const { cells, drawn } = winsOf(game, spin);
  dispatch({ type: 'winsShown', spin, highlight: cells, drawn, details: describe(spin) });
}

/** Shows a played round's spins in order (a re-spin or free spins after the first); false if unmounted. */
async function showSpins(steps: RoundSteps, round: PlayResult): Promise<boolean> {
  const { dispatch, alive, timing, play, t, lang } = steps;
  const { spins, feature } = round.outcome;
  let shown = 0n;
  for (const [index, spin] of spins.entries()) {
    if (index > 0) {
      const label =
        spin.kind === 'respin'
          ? t('client.respin')
          : t('client.freeSpins', { current: index, total: spins.length - 1 });
      dispatch({ type: 'bannerShown', banner: label });
      if (index === 1) play(sounds.feature);
    }
    await reveal(steps, spin, index === 0);
    if (!alive.current) return false;
    shown += cents(spin.win);
    if (shown > 0n)
      dispatch({
        type: 'winTextShown',
        winText: t('client.roundReturn', { amount: money(fromCents(shown), lang) }),
      });
    if (index === 0 && feature?.kind === 'free-spins') {
      dispatch({ type: 'bannerShown', banner: t('client.freeSpinsWon', { count: feature.awarded }) });
      play(sounds.feature);
      await sleep(timing.feature);
    } else if (cents(spin.win) > 0n || index < spins.length - 1) {
      await sleep(cents(spin.win) > 0n ? timing.win : timing.feature / 2);
    }
  }
  return true;
}

/** One round: the bet taken, the server's answer awaited while the reels spin, then shown. */
async function spinOnce(steps: RoundSteps, { bet, closed, refused }: Round): Promise<Outcome> {
  const { game, dispatch, alive, timing, play, current, t, lang } = steps;
  const prompt = closed ? 'maintenance' : current.current.balance < bet ? 'funds' : null;
  if (prompt) {
    dispatch({ type: 'prompted', prompt });
    return { status: 'stopped' };
  }
  const before = current.current.balance;
  dispatch({ type: 'roundStarted', bet });
  play(sounds.spin);
  const [answer] = await Promise.all([
    playRound(game.code, fromCents(bet), newIdempotencyKey()),
    sleep(timing.spin),
  ]);
  if (!alive.current) return { status: 'stopped' };
  if (answer === false || answer.code !== 1) {
    dispatch({ type: 'roundRefused', balance: before });
    refused(errorOf(answer), answer ? answer.msg : '');
    return { status: 'stopped' };
  }
  const round = answer.data;
  if (!(await showSpins(steps, round))) return { status: 'stopped' };
  const win = cents(round.win);
  // The net against the bet beside the return, so a return below the stake never reads as a win.
  const net = formatNet(win - bet);
  const winText =
    win > 0n
      ? t('client.roundResult', { amount: money(round.win, lang), net })
      : t('client.noWinNet', { net });
  dispatch({ type: 'roundEnded', round, winText });
  if (win > 0n) play(() => sounds.win(Number((win * 100n) / bet) / 100));
  return { status: 'played', win, balance: cents(round.balance) };
}

type Autoplay = { current: (AutoplayConfig & { left: number }) | null };

/** Autoplay: rounds one after another until the spins run out, a stop condition holds or it is stopped. */
async function runAutoplay(
  steps: RoundSteps,
  round: Round,
  auto: Autoplay,
  config: AutoplayConfig,
  pause: number,
) {
  const { dispatch, alive, t } = steps;
  auto.current = { ...config, left: config.spins };
  dispatch({ type: 'autoLeft', left: config.spins });
  while (auto.current && auto.current.left > 0 && alive.current) {
    const outcome = await spinOnce(steps, round);
    if (outcome.status !== 'played' || !auto.current) break;
    auto.current.left -= 1;
    dispatch({ type: 'autoLeft', left: auto.current.left });
    const { stopOnWinAbove, stopBelow } = auto.current;
    if (stopOnWinAbove !== null && outcome.win > stopOnWinAbove) break;
    if (stopBelow !== null && outcome.balance < stopBelow) break;
    await sleep(pause);
  }
  const stoppedEarly = auto.current !== null && auto.current.left > 0;
  auto.current = null;
  if (alive.current) {
    dispatch({ type: 'autoLeft', left: null });
    if (stoppedEarly) showToast(t('auto.stopped'));
  }
}

/**
 * The slot client's state and what the player can do: one round (the reels spin until the server's
 * answer, then show it spin by spin), autoplay with its stop conditions, the bet and the sound.
 */
export function useSlotRound(options: SlotRoundOptions) {
  const { game, onRefusal } = options;
  const { t } = useTranslation(['games', 'common']);
  const lang = useAppState((s) => s.lang);
  const operatorMaintenance = useAppState((s) => s.game.status === 1);
  const reducedMotion = useReducedMotion();
  const { describe } = useSpinText();
  const levels = useMemo(() => game.bet_levels.map(cents), [game.bet_levels]);
  const [state, dispatch] = useReducer(slotReducer, undefined, () =>
    initialSlotState(game, options.balance, readSoundPreference()),
  );
  const { alive, autoRef } = useSlotLifetime(state.busy, state.autoLeft, options);
  const current = useRef<SlotState>(state);
  current.current = state;

  const bet = levels[state.betIndex] ?? levels[0] ?? 0n;
  const closed = state.maintenance || operatorMaintenance;
  const timing: Timing = reducedMotion
    ? { spin: 120, stagger: 60, feature: 500, win: 700 }
    : { spin: 650, stagger: 170, feature: 900, win: 1100 };
  const play = (fn: () => void) => {
    if (current.current.sound) fn();
  };
  const steps: RoundSteps = { game, dispatch, alive, timing, play, describe, current, t, lang };
  const refused = (error: string | undefined, message: string) => {
    if (onRefusal?.(error, message)) return;
    if (error === 'INSUFFICIENT_FUNDS') dispatch({ type: 'prompted', prompt: 'funds' });
    else if (error === 'GAME_BALANCE_TOO_HIGH') dispatch({ type: 'prompted', prompt: 'cap' });
    else if (error === 'GAME_MAINTENANCE' || error === 'GAME_DISABLED')
      dispatch({ type: 'closedForMaintenance' });
    else if (message) showToast(message, 'error');
  };
  const round: Round = { bet, closed, refused };

  return {
    state,
    dispatch,
    levels,
    bet,
    closed,
    reducedMotion,
    onSpin: async () => {
      if (state.busy || autoRef.current) return;
      await spinOnce(steps, round);
    },
    startAuto: async (config: AutoplayConfig) => {
      dispatch({ type: 'sheetOpened', sheet: null });
      if (state.busy || autoRef.current) return;
      await runAutoplay(steps, round, autoRef, config, reducedMotion ? 150 : 350);
    },
    stopAuto: () => {
      if (autoRef.current) autoRef.current.left = 0;
    },
    toggleSound: () => {
      const next = !state.sound;
      dispatch({ type: 'soundSet', sound: next });
      saveSoundPreference(next);
      if (next) sounds.spin();
    },
  };
}
