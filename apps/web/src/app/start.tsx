import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { captureInstallPrompt } from '../features/activity/hooks/use-install-prompt.ts';
import { installCopyGuard } from '../lib/copy-guard.ts';
import { applyLanguage } from '../lib/i18n.ts';
import { captureLanding } from '../lib/landing.ts';
import { registerServiceWorker } from '../lib/service-worker.ts';
import { AppRoot } from './app-root.tsx';
import { currentFirstPaintMode, endFirstPaint } from './first-paint.ts';
import { preloadPage } from './lazy-page.tsx';
import { findRoute } from './routes.ts';

/** The app's start (main.tsx loads this module): what the page needs once, then the first render. */
export async function startApp(): Promise<void> {
  captureLanding(window.location.search, window.localStorage);
  installCopyGuard();
  captureInstallPrompt(window);
  // The PWA's service worker (public/sw.js): an offline page, never API answers.
  if (import.meta.env.PROD) registerServiceWorker(window);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  await firstRender(root);
}

/**
 * The prerendered home (first-paint.ts) is kept and hydrated for a visitor, replaced by the first
 * render for a logged-in player (who sees only the parts common to both until then), dropped otherwise.
 */
async function firstRender(root: HTMLElement): Promise<void> {
  const mode = root.hasChildNodes() ? currentFirstPaintMode() : 'none';
  if (mode === 'none') root.replaceChildren();
  const page = mode === 'none' ? undefined : findRoute(window.location.pathname);

  // A stored language other than pt-BR is one small chunk; wait for it so the first paint is in it. The
  // prerendered page is in the first load (modulepreloaded): the first render must contain it, or the
  // page would go blank until it arrives (a failure is left to the page's own loading and retry view).
  const [, pageReady] = await Promise.all([
    applyLanguage(),
    page
      ? preloadPage(page).then(
          () => true,
          () => false,
        )
      : false,
  ]);

  // The first render as a transition is time-sliced: React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole tree, so a slow phone stays responsive while the
  // app starts (Lighthouse's total blocking time).
  const app = <AppRoot Router={BrowserRouter} onFirstCommit={endFirstPaint} />;
  startTransition(() => {
    if (mode === 'static' && pageReady) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
