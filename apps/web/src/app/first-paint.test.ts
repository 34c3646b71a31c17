import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATE_STORAGE_KEY } from '../lib/store.ts';
import {
  endFirstPaint,
  FIRST_PAINT_ATTRIBUTE,
  FONT_LATER_ATTRIBUTE,
  firstPaintMode,
  firstPaintScript,
  HOME_PATHS,
  startAppScript,
} from './first-paint.ts';

const stored = (state: unknown) => JSON.stringify(state);
const member = { member: { member_id: '1001', userInfo: null }, token: 'abc', lang: 'pt-BR' };

describe('who sees the prerendered home before the app runs', () => {
  it('a visitor on home in pt-BR sees it as it is, at either of home’s paths', () => {
    for (const path of HOME_PATHS) {
      expect(firstPaintMode(path, null, HOME_PATHS)).toBe('static');
      expect(firstPaintMode(path, stored({ lang: 'pt-BR', config: {} }), HOME_PATHS)).toBe('static');
    }
  });

  it('a logged-in player sees it without the visitor-only parts', () => {
    expect(firstPaintMode('/', stored(member), HOME_PATHS)).toBe('member');
  });

  it('another page, another language or an unreadable stored state does not see it at all', () => {
    expect(firstPaintMode('/pages/mine/mine', null, HOME_PATHS)).toBe('none');
    expect(firstPaintMode('/pages/index/index/extra', null, HOME_PATHS)).toBe('none');
    expect(firstPaintMode('/', stored({ lang: 'en' }), HOME_PATHS)).toBe('none');
    expect(firstPaintMode('/', stored({ ...member, lang: 'zh-Hans' }), HOME_PATHS)).toBe('none');
    expect(firstPaintMode('/', '{not json', HOME_PATHS)).toBe('none');
  });
});

describe('the scripts index.html carries', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
    for (const node of document.head.querySelectorAll('script[src], link[rel="modulepreload"]'))
      node.remove();
    vi.useRealTimers();
  });

  it('the <head> script marks the page with the mode, from the real location and storage', () => {
    localStorage.setItem(STATE_STORAGE_KEY, stored(member));
    new Function(firstPaintScript())();
    expect(document.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE)).toBe(
      firstPaintMode(window.location.pathname, stored(member), HOME_PATHS),
    );
    endFirstPaint();
    expect(document.documentElement.hasAttribute(FIRST_PAINT_ATTRIBUTE)).toBe(false);
  });

  it('preloads the font where home is painted from the document, and elsewhere asks for it after the first paint', async () => {
    const fonts = () => document.head.querySelectorAll('link[rel="preload"][as="font"]');
    const later = () => document.documentElement.hasAttribute(FONT_LATER_ATTRIBUTE);
    const run = (state: unknown) => {
      for (const link of fonts()) link.remove();
      document.documentElement.removeAttribute(FONT_LATER_ATTRIBUTE);
      if (state === null) localStorage.removeItem(STATE_STORAGE_KEY);
      else localStorage.setItem(STATE_STORAGE_KEY, stored(state));
      new Function(firstPaintScript('/assets/font-x.woff2'))();
      return [...fonts()].map((link) => link.getAttribute('href'));
    };
    const at = (path: string) => window.history.replaceState({}, '', path);
    const before = window.location.pathname;
    try {
      at('/');
      expect(run(null)).toEqual(['/assets/font-x.woff2']);
      expect(later()).toBe(false);
      endFirstPaint();
      expect(run(member)).toEqual(['/assets/font-x.woff2']);
      expect(fonts()[0]?.getAttribute('crossorigin')).toBe('');
      endFirstPaint();
      // Painted by the app: the fallback faces first, the web font once the first render is on screen.
      at('/pages/mine/mine');
      expect(run(member)).toEqual([]);
      expect(later()).toBe(true);
      endFirstPaint();
      expect(later()).toBe(true); // still the frame that paints the first render
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
      expect(later()).toBe(false);
    } finally {
      at(before);
      for (const link of fonts()) link.remove();
    }
  });

  const started = () => document.head.querySelector<HTMLScriptElement>('script[src]');
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );

  it('holds a tap on a prerendered button back until the app has taken over, then replays it', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"><button type="button">Entrar</button></div>';
    const button = document.querySelector('button') as HTMLButtonElement;
    let taps = 0;
    new Function(firstPaintScript())();
    button.click();
    button.addEventListener('click', () => taps++); // the app takes the button over
    expect(taps).toBe(0);
    endFirstPaint();
    vi.runAllTimers();
    expect(taps).toBe(1);
    button.click(); // no longer held
    expect(taps).toBe(2);
    document.body.innerHTML = '';
  });

  it('requests and starts the app at once when nothing prerendered is shown', () => {
    document.documentElement.setAttribute(FIRST_PAINT_ATTRIBUTE, 'none');
    new Function(startAppScript('/assets/index-abc.js', ['/assets/react-dom-x.js', '/assets/start-y.js']))();
    expect(preloaded()).toEqual(['/assets/react-dom-x.js', '/assets/start-y.js']);
    expect(started()?.type).toBe('module');
    expect(started()?.getAttribute('src')).toBe('/assets/index-abc.js');
  });

  it('requests the current page’s own files in the same wave: its chunks and their stylesheets', () => {
    document.documentElement.setAttribute(FIRST_PAINT_ATTRIBUTE, 'none');
    const path = window.location.pathname;
    const chunks = {
      files: ['/assets/mine-page-1.js', '/assets/wallet-2.css', '/assets/team-page-3.js'],
      routes: { [path]: [0, 1], '/pages/team/team': [2] },
    };
    new Function(startAppScript('/assets/index-abc.js', ['/assets/start-y.js'], chunks))();
    expect(preloaded()).toEqual(['/assets/start-y.js', '/assets/mine-page-1.js']);
    const style = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="style"]');
    expect(style?.getAttribute('href')).toBe('/assets/wallet-2.css');
    // Fetched as Vite's loader later asks for the stylesheet (crossorigin), so it is not fetched twice.
    expect(style?.getAttribute('crossorigin')).toBe('');
    style?.remove();
  });

  it('another page’s files, or none when the path has none', () => {
    document.documentElement.setAttribute(FIRST_PAINT_ATTRIBUTE, 'none');
    const chunks = { files: ['/assets/team-page-3.js'], routes: { '/pages/team/team': [0] } };
    new Function(startAppScript('/assets/index-abc.js', ['/assets/start-y.js'], chunks))();
    expect(preloaded()).toEqual(['/assets/start-y.js']);
  });

  it('otherwise after the first paint, and after 1 s at the latest', () => {
    vi.useFakeTimers();
    document.documentElement.setAttribute(FIRST_PAINT_ATTRIBUTE, 'static');
    new Function(startAppScript('/assets/index-abc.js', ['/assets/start-y.js']))();
    expect(started()).toBeNull(); // jsdom paints nothing
    expect(preloaded()).toEqual([]); // nothing is requested before the first paint
    vi.advanceTimersByTime(1000);
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(1);
  });
});
