import { useEffect, useRef } from 'react';
import { REACH_BOTTOM_DISTANCE_PX } from '../config/constants.ts';

/** True when the page is scrolled to within `distance` px of its end. */
export function isNearBottom(
  metrics: { scrollTop: number; viewportHeight: number; scrollHeight: number },
  distance = REACH_BOTTOM_DISTANCE_PX,
): boolean {
  return metrics.scrollTop + metrics.viewportHeight >= metrics.scrollHeight - distance;
}

/**
 * Calls `onReachBottom` when the page scrolls to within 50 px of its end (docs/SPECIFICATION.md §2), once per
 * approach: it fires again only after the page has grown or the player scrolled away and back.
 * Lists pass `enabled: hasNextPage && !isFetching`.
 */
export function useReachBottom(
  onReachBottom: () => void,
  { enabled = true, distance = REACH_BOTTOM_DISTANCE_PX } = {},
) {
  const callback = useRef(onReachBottom);
  callback.current = onReachBottom;

  useEffect(() => {
    if (!enabled) return;
    let armed = true;
    const check = () => {
      const root = document.documentElement;
      const near = isNearBottom(
        { scrollTop: window.scrollY, viewportHeight: window.innerHeight, scrollHeight: root.scrollHeight },
        distance,
      );
      if (near && armed) {
        armed = false;
        callback.current();
      } else if (!near) {
        armed = true;
      }
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    check();
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, distance]);
}
