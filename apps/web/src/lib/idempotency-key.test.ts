import { describe, expect, it } from 'vitest';
import { intentKeys, newIdempotencyKey } from './idempotency-key.ts';

describe('newIdempotencyKey', () => {
  it('gives 128 random bits as 32 hex digits, fresh each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('intentKeys', () => {
  it('keeps one key per intent until the money moved, then starts afresh', () => {
    const keys = intentKeys();
    const fifty = keys.of('50.00');
    expect(keys.of('50.00')).toBe(fifty);
    expect(keys.of('60.00')).not.toBe(fifty);
    expect(keys.of()).toBe(keys.of(''));
    keys.done();
    expect(keys.of('50.00')).not.toBe(fifty);
    expect(keys.of('50.00')).toMatch(/^[0-9a-f]{32}$/);
  });
});
