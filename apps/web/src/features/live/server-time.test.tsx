import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveRound } from './live-state.ts';
import { COUNTDOWN_TICK_MS, secondsLeftOf, useServerTime } from './use-live-game.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renders = { screen: 0, sky: 0 };

function Sky({ clock, every }: { clock: () => number; every: number | null }) {
  renders.sky += 1;
  return <output>{useServerTime(clock, every)}</output>;
}

/** A live screen: its lists around the one part that moves. */
function Screen({ clock }: { clock: () => number }) {
  renders.screen += 1;
  const [every, setEvery] = useState<number | null>(50);
  return (
    <>
      <Sky clock={clock} every={every} />
      <button type="button" onClick={() => setEvery(null)}>
        stop
      </button>
    </>
  );
}

describe('the server’s time on a live screen', () => {
  it('is read again every tick by the part that moves, and the rest of the screen does not render', () => {
    vi.useFakeTimers();
    const offset = 1_000;
    const clock = () => Date.now() + offset;
    renders.screen = 0;
    renders.sky = 0;
    const view = render(<Screen clock={clock} />);
    const shown = () => Number(view.container.querySelector('output')?.textContent);
    expect(shown()).toBe(Date.now() + offset);
    for (let tick = 0; tick < 20; tick += 1) act(() => vi.advanceTimersByTime(50));
    expect(shown()).toBe(Date.now() + offset);
    expect(renders.sky).toBeGreaterThanOrEqual(20);
    expect(renders.screen).toBe(1);
  });

  it('is not read on a timer when nothing moves', () => {
    vi.useFakeTimers();
    renders.sky = 0;
    const view = render(<Screen clock={() => Date.now()} />);
    act(() => view.getByRole('button').click());
    const after = renders.sky;
    for (let tick = 0; tick < 20; tick += 1) act(() => vi.advanceTimersByTime(50));
    expect(renders.sky).toBe(after);
  });
});

describe('the seconds left to bet', () => {
  const round = (phase: LiveRound['phase'], bettingEndsAt: number | null) =>
    ({ phase, bettingEndsAt }) as LiveRound;

  it('counts whole seconds up, and is 0 once betting has closed or outside the betting phase', () => {
    expect(secondsLeftOf(round('betting', 10_000), 7_001)).toBe(3);
    expect(secondsLeftOf(round('betting', 10_000), 7_000)).toBe(3);
    expect(secondsLeftOf(round('betting', 10_000), 12_000)).toBe(0);
    expect(secondsLeftOf(round('running', 10_000), 7_000)).toBe(0);
    expect(secondsLeftOf(null, 7_000)).toBe(0);
    expect(COUNTDOWN_TICK_MS).toBeLessThan(1000);
  });
});
