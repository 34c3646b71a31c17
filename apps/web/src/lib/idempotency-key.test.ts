import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key.ts';

describe('newIdempotencyKey', () => {
  it('gives 128 random bits as 32 hex digits, fresh each time, with an optional prefix', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
    expect(newIdempotencyKey('spin-')).toMatch(/^spin-[0-9a-f]{32}$/);
  });
});
