import { describe, expect, it } from 'vitest';
import { serial } from './serial.ts';

describe('serial', () => {
  it('is idle again once its run has ended, so the next tick runs', async () => {
    let runs = 0;
    const s = serial(async () => ++runs, 0);
    expect(s.busy()).toBe(false);
    const first = s.run();
    expect(s.busy()).toBe(true);
    await first;
    await s.settled();
    expect(s.busy()).toBe(false);
    await s.run();
    await s.settled();
    expect(s.busy()).toBe(false);
    expect(runs).toBe(2);
  });

  it('runs callers one after another, never two at once', async () => {
    let active = 0;
    let most = 0;
    const order: number[] = [];
    let n = 0;
    const s = serial(async () => {
      const me = ++n;
      active += 1;
      most = Math.max(most, active);
      await new Promise((r) => setTimeout(r, 5));
      order.push(me);
      active -= 1;
      return me;
    }, 0);
    const results = await Promise.all([s.run(), s.run(), s.run()]);
    expect(results).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
    expect(most).toBe(1);
    await s.settled();
    expect(s.busy()).toBe(false);
  });

  it('a failed run rejects its caller, does not block the next one and leaves it idle', async () => {
    let calls = 0;
    const s = serial(async () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
      return calls;
    }, 0);
    await expect(s.run()).rejects.toThrow('boom');
    await expect(s.run()).resolves.toBe(2);
    await s.settled();
    expect(s.busy()).toBe(false);
  });
});
