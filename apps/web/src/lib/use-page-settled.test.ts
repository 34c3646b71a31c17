import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEACON_DELAY_MS, usePageSettled } from './use-page-settled.ts';

afterEach(() => vi.useRealTimers());

describe('usePageSettled', () => {
  it('is false until the beacons’ delay has passed after the first mount, then stays true', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(() => usePageSettled());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(BEACON_DELAY_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
  });

  it('is true at once with no delay', () => {
    expect(renderHook(() => usePageSettled(0)).result.current).toBe(true);
  });
});
