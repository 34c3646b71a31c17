import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { previousEntry, recordHistoryEntry, resolveBack } from './navigation.ts';

describe('back navigation (docs/SPECIFICATION.md §2)', () => {
  it('goes to the mine tab when the previous page is login or register', () => {
    for (const previousPath of [paths.login, paths.register]) {
      expect(resolveBack({ previousPath, canGoBack: true, fallback: paths.home })).toEqual({
        kind: 'navigate',
        to: paths.mine,
      });
    }
  });

  it('goes back through history otherwise', () => {
    expect(resolveBack({ previousPath: paths.home, canGoBack: true, fallback: paths.mine })).toEqual({
      kind: 'back',
    });
  });

  it('goes to the given page when there is no history', () => {
    expect(resolveBack({ previousPath: null, canGoBack: false, fallback: paths.mine })).toEqual({
      kind: 'navigate',
      to: paths.mine,
    });
  });

  it('remembers which page each history entry showed', () => {
    recordHistoryEntry(0, paths.home);
    recordHistoryEntry(1, paths.login);
    recordHistoryEntry(2, paths.settings);
    expect(previousEntry(2)).toBe(paths.login);
    expect(previousEntry(0)).toBeNull();
    // Back to entry 1, then a new page there: the old forward entries are gone.
    recordHistoryEntry(1, paths.mine);
    expect(previousEntry(3)).toBeNull();
    expect(previousEntry(2)).toBe(paths.mine);
    expect(previousEntry(1)).toBe(paths.home);
  });
});
