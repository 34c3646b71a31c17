import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { firstPaintScript, type RouteChunks, startAppScript } from './app/first-paint.ts';
import { preloadPage } from './app/lazy-page.tsx';
import { findRoute } from './app/routes.ts';
import { paths } from './config/paths.ts';

function HomeRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location={paths.root}>{children}</StaticRouter>;
}

/**
 * The build's prerender of home (build/prerender.ts runs it in Node after the client build): the whole
 * app at `/` as a fresh visitor sees it before any answer of the API — the store's initial state,
 * pt-BR, queries pending (the game grid's skeleton) — the <head> script that decides who sees it, and
 * the script that starts the app after its first paint.
 */
export async function prerenderHome(): Promise<{
  html: string;
  headScript: (font: string) => string;
  startScript: (entry: string, modules: string[], chunks?: RouteChunks) => string;
}> {
  const home = findRoute(paths.root);
  if (!home) throw new Error('no route for home');
  await preloadPage(home);
  return {
    html: renderToString(<AppRoot Router={HomeRouter} />),
    headScript: firstPaintScript,
    startScript: startAppScript,
  };
}
