import { useEffect, useState } from 'react';

/**
 * Whole seconds until `until` (an ISO instant), ticking every second; null without a deadline.
 * The value is computed while rendering, so the first render with a new deadline already shows
 * it (a value kept in state would show the previous deadline's, "00:00", for one frame).
 */
export function useSecondsLeft(until: string | null): number | null {
  const deadline = until ? Date.parse(until) : Number.NaN;
  const [, setTick] = useState(0);
  useEffect(() => {
    if (Number.isNaN(deadline)) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return secondsUntil(deadline, Date.now());
}

/** Whole seconds from `now` to `deadline` (epoch ms), never below 0; null for no deadline. */
export function secondsUntil(deadline: number, now: number): number | null {
  return Number.isNaN(deadline) ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}
