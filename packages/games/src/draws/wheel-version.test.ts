import { describe, expect, it } from 'vitest';
import { DEFAULT_WHEEL_TABLE } from './wheel.ts';
import {
  canonicalWheelJson,
  segmentsOf,
  shortVersion,
  wheelSegmentsVersion,
  wheelTuples,
  wheelVersionOf,
} from './wheel-version.ts';

describe('wheel table versions (content hashes)', () => {
  it('hashes the canonical JSON of [kind, centavos, weight] in order', () => {
    const tuples = wheelTuples(DEFAULT_WHEEL_TABLE.segments);
    expect(canonicalWheelJson(tuples)).toBe(
      '[["cash",50,30],["cash",100,25],["cash",200,15],["cash",500,10],["cash",1000,6],["cash",2000,3],["cash",5000,1],["diamond",0,10]]',
    );
    // Vector: sha256 of the string above (also `printf '%s' … | sha256sum`).
    expect(wheelVersionOf(tuples)).toBe('3e63447beba42382fa8fcb549dd28a4df6596fb82c8d7f203796f77b141bc627');
    expect(wheelSegmentsVersion(DEFAULT_WHEEL_TABLE.segments)).toBe(wheelVersionOf(tuples));
  });

  it('same content gives the same version; a weight, an amount or the order changes it', () => {
    const base = wheelTuples(DEFAULT_WHEEL_TABLE.segments);
    const v = wheelVersionOf(base);
    expect(wheelVersionOf(wheelTuples(segmentsOf(base)))).toBe(v);
    const weight = base.map((x, i) => (i === 0 ? ([x[0], x[1], x[2] + 1] as const) : x));
    const amount = base.map((x, i) => (i === 0 ? ([x[0], x[1] + 1, x[2]] as const) : x));
    const order = [...base].reverse();
    expect(new Set([v, wheelVersionOf(weight), wheelVersionOf(amount), wheelVersionOf(order)]).size).toBe(4);
  });

  it('shows a hash shortened to 12 hex and leaves other text as it is', () => {
    expect(shortVersion('a'.repeat(64))).toBe('aaaaaaaaaaaa');
    expect(shortVersion('wheel-1')).toBe('wheel-1');
  });
});

describe('the default table', () => {
  it('carries its content hash as its version', () => {
    expect(DEFAULT_WHEEL_TABLE.version).toBe(wheelSegmentsVersion(DEFAULT_WHEEL_TABLE.segments));
  });
});
