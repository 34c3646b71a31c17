import { useEffect, useState } from 'react';

/** Chrome's `beforeinstallprompt` event (not in the DOM typings). */
type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/** Called once at start (main.tsx): keeps the browser's install prompt for the download page. */
export function captureInstallPrompt(target: Window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    for (const listener of listeners) listener();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    for (const listener of listeners) listener();
  });
}

/** Whether the app runs installed (standalone display), whether the browser offers installing, and how. */
export function useInstallPrompt() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const listener = () => setTick((n) => n + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  const standalone =
    typeof window !== 'undefined' &&
    (window.matchMedia?.('(display-mode: standalone)').matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true);
  const ios = typeof navigator !== 'undefined' && /iphone|ipad|ipod/i.test(navigator.userAgent);
  return {
    standalone,
    ios,
    canPrompt: deferred !== null,
    async install(): Promise<boolean> {
      if (!deferred) return false;
      const event = deferred;
      deferred = null;
      await event.prompt();
      const choice = await event.userChoice;
      setTick((n) => n + 1);
      return choice.outcome === 'accepted';
    },
  };
}
