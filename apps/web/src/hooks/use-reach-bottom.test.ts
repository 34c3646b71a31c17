import { describe, expect, it } from 'vitest';
import { isNearBottom } from './use-reach-bottom.ts';

describe('reach-bottom loading (docs/SPECIFICATION.md §2: distance 50)', () => {
  it('fires within 50 px of the end of the page', () => {
    expect(isNearBottom({ scrollTop: 1150, viewportHeight: 800, scrollHeight: 2000 })).toBe(true);
    expect(isNearBottom({ scrollTop: 1149, viewportHeight: 800, scrollHeight: 2000 })).toBe(false);
    expect(isNearBottom({ scrollTop: 0, viewportHeight: 800, scrollHeight: 600 })).toBe(true);
  });
});
