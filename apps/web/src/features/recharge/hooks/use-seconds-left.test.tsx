import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondsUntil, useSecondsLeft } from './use-seconds-left.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Probe({ until, seen }: { until: string | null; seen: (number | null)[] }) {
  seen.push(useSecondsLeft(until));
  return null;
}

describe('the seconds left until a deadline', () => {
  it('rounds up, stops at 0 and is null without a deadline', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 99_000)).toBe(0);
    expect(secondsUntil(Number.NaN, 0)).toBeNull();
  });

  it('shows a deadline that arrives after the first render from its first render on', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-25T12:00:00Z') });
    const seen: (number | null)[] = [];
    const view = render(<Probe until={null} seen={seen} />);
    seen.length = 0;
    view.rerender(<Probe until="2026-11-25T12:30:00Z" seen={seen} />);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual(seen.map(() => 1800));
    act(() => vi.advanceTimersByTime(1000));
    expect(seen.at(-1)).toBe(1799);
  });
});
