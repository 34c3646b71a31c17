import { useEffect, useRef, useState } from 'react';
import { PULL_TO_REFRESH_THRESHOLD_PX } from '../config/constants.ts';

export type PullState = { distance: number; refreshing: boolean };

/** Resistance makes the drag feel elastic: the indicator moves at half the finger's speed. */
const RESISTANCE = 0.5;
const MAX_PULL_PX = 120;

/**
 * Pull-to-refresh for tab pages (docs/SPECIFICATION.md §2): a downward touch drag that starts with the page scrolled
 * to the top; releasing beyond the threshold calls `onRefresh` and shows the indicator until the
 * returned promise settles. Mouse and desktop users get no gesture (they have the browser's reload).
 */
export function usePullToRefresh(onRefresh: () => Promise<unknown>): PullState {
  const [state, setState] = useState<PullState>({ distance: 0, refreshing: false });
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const busy = useRef(false);

  useEffect(() => {
    let startY: number | null = null;
    let distance = 0;
    const onStart = (event: TouchEvent) => {
      startY = window.scrollY <= 0 && !busy.current ? (event.touches[0]?.clientY ?? null) : null;
      distance = 0;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const dy = (event.touches[0]?.clientY ?? startY) - startY;
      if (dy <= 0 || window.scrollY > 0) {
        distance = 0;
        setState((s) => (s.distance === 0 ? s : { ...s, distance: 0 }));
        return;
      }
      distance = Math.min(MAX_PULL_PX, dy * RESISTANCE);
      setState({ distance, refreshing: false });
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (distance < PULL_TO_REFRESH_THRESHOLD_PX) {
        setState({ distance: 0, refreshing: false });
        return;
      }
      busy.current = true;
      setState({ distance: PULL_TO_REFRESH_THRESHOLD_PX, refreshing: true });
      void refresh.current().finally(() => {
        busy.current = false;
        setState({ distance: 0, refreshing: false });
      });
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return state;
}
