import { paths } from '../config/paths.ts';
import { API_BASE } from '../lib/api-client.ts';
import { EARLY_GETS_KEY, startEarlyGets } from '../lib/early-get.ts';
import { STATE_STORAGE_KEY } from '../lib/store.ts';
import { EARLY_GETS } from './early-gets.ts';

/**
 * The static first paint (docs/PERFORMANCE.md "How home reaches the screen"). The build prerenders home, as a
 * visitor in pt-BR sees it before any data arrives, into index.html (build/prerender.ts), so a phone paints
 * the page before its JavaScript has run. Every URL gets that index.html, so who sees the prerendered page is
 * decided before the first paint by a small script in <head>, which runs `firstPaintMode` and sets `<html
 * data-first-paint>`; CSS (styles/base.css) acts on it, and main.tsx takes over accordingly:
 * - `static`: a visitor on home in pt-BR — the prerendered page is shown and hydrated as it is;
 * - `member`: a logged-in player on home in pt-BR — the parts only visitors see (log-in and register
 *   buttons) are hidden, the rest is what they see too; the app replaces it on its first render;
 * - `none`: any other page or language — nothing of it is shown; the app renders from scratch.
 */
export type FirstPaintMode = 'static' | 'member' | 'none';

/** Which files each route's page needs beyond the app's first load (build/route-chunks.ts writes it). */
export type RouteChunks = { files: string[]; routes: Record<string, number[]> };

export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/**
 * Which first paint this visit gets, from the path and the stored app state (the raw localStorage
 * value). It is inlined into index.html as source text (`String(firstPaintMode)`), so it must stay
 * self-contained: no imports, no outer variables, plain JavaScript once its types are stripped.
 */
export function firstPaintMode(pathname: string, stored: string | null, homePaths: string[]): FirstPaintMode {
  if (homePaths.indexOf(pathname) < 0) return 'none';
  let state: { member?: { member_id?: unknown } | null; lang?: unknown } | null = null;
  try {
    state = JSON.parse(stored || 'null');
  } catch {
    return 'none';
  }
  if (state === null || typeof state !== 'object') return 'static';
  if (state.lang !== undefined && state.lang !== 'pt-BR') return 'none';
  return state.member?.member_id ? 'member' : 'static';
}

/** The paths whose prerendered page is home's. */
export const HOME_PATHS = [paths.root, paths.home];

function storedState(): string | null {
  try {
    return localStorage.getItem(STATE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** This visit's mode, computed the same way as the <head> script did. */
export const currentFirstPaintMode = (): FirstPaintMode =>
  firstPaintMode(window.location.pathname, storedState(), HOME_PATHS);

/**
 * A button of the prerendered page does nothing until the app has taken it over; a tap on one before
 * that is held back and replayed once the app's first render is committed (`endFirstPaint`), on the
 * same button if the app kept it (a visitor's page is hydrated, not replaced). Inlined like
 * `firstPaintMode`.
 */
export function holdEarlyTaps(key: string): void {
  let last: Element | null = null;
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('#root button');
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    last = button;
  };
  document.addEventListener('click', hold, true);
  (window as unknown as Record<string, () => Element | null>)[key] = () => {
    document.removeEventListener('click', hold, true);
    return last;
  };
}

const EARLY_TAPS = '__jlEarlyTaps';
type EarlyTapsWindow = Window & { [EARLY_TAPS]?: () => Element | null };

/**
 * The page's first Intl formatter costs 20–70 ms on this project's test machine (the engine loads its
 * locale data, once per page). Made while the document is parsed, before anything is on screen or
 * could be tapped, it does not land in the middle of the game grid's render (the RTP on every tile,
 * money in the top tables), where it would block the page once it is visible.
 */
export function loadLocaleData(mode: FirstPaintMode): void {
  const load = () => {
    try {
      new Intl.NumberFormat(document.documentElement.lang || undefined).format(0);
    } catch {}
  };
  // On another page nothing is painted before the app runs: the load waits for its own task, so the
  // requests this script started (the early GETs, the start script's) are not held up behind it.
  if (mode === 'none') setTimeout(load, 0);
  else load();
}

/**
 * When the web font is asked for. Where the prerendered home is painted (`static`, `member`) it is
 * preloaded: the text is on screen before any script, in that font. A page the app paints (`none`) is
 * first drawn in the fallback faces, sized to the web font (styles/font-fallback.css), by marking the page
 * `data-font-later` (styles/base.css); the mark goes once that first paint is on screen (`endFirstPaint`),
 * and only then is the font requested — it does not share the phone's first round trips with the app's
 * code and the page's data, which that first paint waits for. Inlined like `firstPaintMode`.
 */
export function startFont(mode: FirstPaintMode, href: string, later: string): void {
  if (mode === 'none') {
    document.documentElement.setAttribute(later, '');
    return;
  }
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'font');
  link.type = 'font/woff2';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}

export const FONT_LATER_ATTRIBUTE = 'data-font-later';

/**
 * The <head> script (hashed into the CSP): starts the page's early GETs (lib/early-get.ts), sets `<html
 * data-first-paint>` before the body is parsed, starts the web font (`startFont`; `font`: the build's
 * file), holds early taps back, loads the engine's locale data.
 */
export function firstPaintScript(font = ''): string {
  const stored = `localStorage.getItem(${JSON.stringify(STATE_STORAGE_KEY)})`;
  const args = `location.pathname,${stored},${JSON.stringify(HOME_PATHS)}`;
  const early = `location,${stored},${JSON.stringify(EARLY_GETS)},${JSON.stringify(EARLY_GETS_KEY)},${JSON.stringify(API_BASE)}`;
  const mode = `var m=(${String(firstPaintMode)})(${args});document.documentElement.setAttribute(${JSON.stringify(FIRST_PAINT_ATTRIBUTE)},m);`;
  return `try{(${String(startEarlyGets)})(${early})}catch(e){}try{${mode}(${String(startFont)})(m,${JSON.stringify(font)},${JSON.stringify(FONT_LATER_ATTRIBUTE)});(${String(holdEarlyTaps)})(${JSON.stringify(EARLY_TAPS)});(${String(loadLocaleData)})(m)}catch(e){}`;
}

/**
 * Requests and starts the app once the prerendered page has been painted: its modules in parallel
 * (modulepreload) and its entry — at once when nothing of it is shown (`none`), and after 1 s at the
 * latest (a tab opened in the background paints nothing). Nothing but the document and the font
 * competes with the first paint; on a phone network the page paints long before its JavaScript could
 * arrive anyway. Inlined into index.html as source text like `firstPaintMode`, so self-contained too.
 *
 * The current page's own files (`chunks`, written by build/route-chunks.ts: its lazy chunk, the
 * chunks that imports and their stylesheets) are requested in the same wave, so a page other than
 * home does not wait for the app's code to run before its chunk is even asked for.
 */
export function startAfterFirstPaint(
  entry: string,
  modules: string[],
  attribute: string,
  chunks: RouteChunks = { files: [], routes: {} },
): void {
  let started = false;
  const preload = (href: string) => {
    const link = document.createElement('link');
    if (/\.css$/.test(href)) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else link.rel = 'modulepreload';
    // As Vite's loader asks for them (stylesheets too), or the browser would fetch them a second time.
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  };
  const go = () => {
    if (started) return;
    started = true;
    for (const href of modules) preload(href);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
    const own = Object.hasOwn(chunks.routes, path) ? chunks.routes[path] : undefined;
    for (const i of own ?? []) {
      const href = chunks.files[i];
      if (href) preload(href);
    }
  };
  if (document.documentElement.getAttribute(attribute) === 'none') {
    go();
    return;
  }
  setTimeout(go, 1000);
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      setTimeout(go, 0);
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(go, 0));
}

/** The script at the end of <body> that starts the app (hashed into the CSP). */
export const startAppScript = (entry: string, modules: string[], chunks?: RouteChunks): string =>
  `(${String(startAfterFirstPaint)})(${JSON.stringify(entry)},${JSON.stringify(modules)},${JSON.stringify(FIRST_PAINT_ATTRIBUTE)}${chunks ? `,${JSON.stringify(chunks)}` : ''})`;

/**
 * The app's first render is committed: the attribute has done its job (its CSS must not outlive it),
 * and a tap held back before it is replayed on its button if that is still on the page.
 */
export function endFirstPaint(): void {
  document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
  // After the frame that paints this render: the web font is asked for once the page is on screen.
  if (document.documentElement.hasAttribute(FONT_LATER_ATTRIBUTE))
    requestAnimationFrame(() =>
      setTimeout(() => document.documentElement.removeAttribute(FONT_LATER_ATTRIBUTE), 0),
    );
  const tapped = (window as EarlyTapsWindow)[EARLY_TAPS]?.();
  delete (window as EarlyTapsWindow)[EARLY_TAPS];
  if (tapped instanceof HTMLElement && tapped.isConnected) setTimeout(() => tapped.click(), 0);
}
