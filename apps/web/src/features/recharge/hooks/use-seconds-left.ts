import { useEffect, useState } from 'react';

/** Whole seconds until `until` (an ISO instant), ticking every second; null without a deadline. */
export function useSecondsLeft(until: string | null): number | null {
  const deadline = until ? Date.parse(until) : Number.NaN;
  const compute = () =>
    Number.isNaN(deadline) ? null : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [left, setLeft] = useState(compute);
  // biome-ignore lint/correctness/useExhaustiveDependencies: compute reads only the deadline
  useEffect(() => {
    setLeft(compute());
    if (Number.isNaN(deadline)) return;
    const timer = setInterval(() => setLeft(compute()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
