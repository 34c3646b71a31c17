import { useEffect, useRef, useState } from 'react';

/** Acceleration (m/s², gravity excluded) above which a motion counts as a shake, and the pause after one. */
const SHAKE_THRESHOLD = 15;
const SHAKE_COOLDOWN_MS = 3_000;

type MotionPermission = { requestPermission?: () => Promise<'granted' | 'denied'> };

/**
 * Calls `onShake` when the phone is shaken (DeviceMotion), at most once per cooldown. `supported` is
 * false where the browser reports no motion; iOS asks for permission first (`request`).
 */
export function useShake(onShake: () => void, enabled: boolean) {
  const callback = useRef(onShake);
  callback.current = onShake;
  const supported = typeof window !== 'undefined' && 'DeviceMotionEvent' in window;
  const needsPermission =
    supported &&
    typeof (window.DeviceMotionEvent as unknown as MotionPermission).requestPermission === 'function';
  const [granted, setGranted] = useState(!needsPermission);
  useEffect(() => {
    if (!supported || !granted || !enabled) return;
    let last = 0;
    const listener = (event: DeviceMotionEvent) => {
      const a = event.acceleration;
      if (!a) return;
      const magnitude = Math.hypot(a.x ?? 0, a.y ?? 0, a.z ?? 0);
      const now = Date.now();
      if (magnitude > SHAKE_THRESHOLD && now - last > SHAKE_COOLDOWN_MS) {
        last = now;
        callback.current();
      }
    };
    window.addEventListener('devicemotion', listener);
    return () => window.removeEventListener('devicemotion', listener);
  }, [supported, granted, enabled]);
  return {
    supported,
    granted,
    async request(): Promise<void> {
      const request = (window.DeviceMotionEvent as unknown as MotionPermission).requestPermission;
      if (request) setGranted((await request()) === 'granted');
    },
  };
}
