import { paths } from '../config/paths.ts';

export type BackAction = { kind: 'back' } | { kind: 'navigate'; to: string };

const AUTH_PAGES: readonly string[] = [paths.login, paths.register];

/**
 * The back rule of docs/SPECIFICATION.md §2: coming from the register or login page goes to the mine tab (going
 * "back" into a form the player just completed would be wrong); otherwise history back; with no
 * history (a shared link opened directly) go to the page's own fallback.
 */
export function resolveBack(input: {
  previousPath: string | null;
  canGoBack: boolean;
  fallback: string;
}): BackAction {
  if (input.previousPath && AUTH_PAGES.includes(input.previousPath))
    return { kind: 'navigate', to: paths.mine };
  if (input.canGoBack && input.previousPath) return { kind: 'back' };
  return { kind: 'navigate', to: input.fallback };
}

/**
 * The pathnames of this tab's history entries, indexed by the history index React Router keeps in
 * `history.state.idx`. It lets the back button know which page is behind the current one.
 */
const trail: string[] = [];

export function recordHistoryEntry(index: number, pathname: string): void {
  trail[index] = pathname;
  trail.length = index + 1;
}

export function previousEntry(index: number): string | null {
  return index > 0 ? (trail[index - 1] ?? null) : null;
}

export function currentHistoryIndex(): number {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}
