import { useEffect, useState } from 'react';

/**
 * How long after the app starts its beacons wait (the visit, the first-deposit loop): on a phone network
 * they would otherwise share the link with the page's own code and data (docs/PERFORMANCE.md "A page's
 * first requests"). A visit that ends sooner is not counted.
 */
export const BEACON_DELAY_MS = 1500;

/** False until `delay` ms after the first mount, then true for good. */
export function usePageSettled(delay = BEACON_DELAY_MS): boolean {
  const [settled, setSettled] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setSettled(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return settled;
}
