import { describe, expect, it } from 'vitest';
import { createTestClock } from './test-clock.ts';

describe('test clock', () => {
  it('runs with the wall clock, moves forward by an offset and never back', () => {
    let wall = 1_000_000;
    const clock = createTestClock(() => wall);
    expect(clock.now().getTime()).toBe(1_000_000);
    expect(clock.advance(60_000).getTime()).toBe(1_060_000);
    wall += 5;
    expect(clock.now().getTime()).toBe(1_060_005);
    expect(clock.moveTo(new Date(2_000_000)).getTime()).toBe(2_000_000);
    wall += 10;
    expect(clock.now().getTime()).toBe(2_000_010);
    expect(clock.moveTo(new Date(0)).getTime()).toBe(2_000_010);
    expect(clock.advance(-5_000).getTime()).toBe(2_000_010);
  });
});
