import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { captureInstallPrompt } from '../features/activity/hooks/use-install-prompt.ts';
import { installCopyGuard } from '../lib/copy-guard.ts';
import { loadFirstData, releaseFirstData } from '../lib/first-data.ts';
import { applyLanguage } from '../lib/i18n.ts';
import { captureLanding } from '../lib/landing.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { registerServiceWorker } from '../lib/service-worker.ts';
import { getAppState } from '../lib/store.ts';
import { AppRoot } from './app-root.tsx';
import { currentFirstPaintMode, endFirstPaint } from './first-paint.ts';
import { layoutFirstData } from './layouts/first-data.ts';
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
 * Every page's code is loaded before the first render (on a page other than home it was requested with
 * the app's), and for a signed-in player its first data too (lib/first-data.ts), so the page is painted
 * once, whole.
 */
async function firstRender(root: HTMLElement): Promise<void> {
  const mode = root.hasChildNodes() ? currentFirstPaintMode() : 'none';
  if (mode === 'none') root.replaceChildren();
  const page = findRoute(window.location.pathname);
  const client = createQueryClient();

  // A stored language other than pt-BR is one small chunk; wait for it so the first paint is in it. The
  // prerendered page is in the first load (modulepreloaded): the first render must contain it, or the
  // page would go blank until it arrives (a failure is left to the page's own loading and retry view).
  const [, module] = await Promise.all([applyLanguage(), page ? preloadPage(page).catch(() => null) : null]);
  if (getAppState().token) {
    const search = new URLSearchParams(window.location.search);
    await loadFirstData(client, [...layoutFirstData(), ...(module?.firstData?.(search) ?? [])]);
  }

  // The first render as a transition is time-sliced: React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole tree, so a slow phone stays responsive while the
  // app starts (Lighthouse's total blocking time).
  const app = (
    <AppRoot
      Router={BrowserRouter}
      client={client}
      onFirstCommit={endFirstPaint}
      onFirstEffects={releaseFirstData}
    />
  );
  startTransition(() => {
    if (mode === 'static' && module) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
