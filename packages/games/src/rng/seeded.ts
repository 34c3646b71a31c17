import { createRng, type Rng } from './rng.ts';

/**
 * splitmix32 spreads a small seed over the whole xoshiro state, so nearby seeds (1, 2, 3…) give
 * unrelated streams and the state can never be all zeros.
 */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * A fast, deterministic xoshiro128** generator for simulations and tests. Not for real rounds:
 * its state is recoverable from its output; real rounds use `createFairRng`.
 */
export function createSeededRng(seed: number): Rng {
  const init = splitmix32(seed);
  return createRng(xoshiro128ss(init(), init(), init(), init()));
}

/** The xoshiro128** step (Blackman & Vigna), exposed for its reference test vector. */
export function xoshiro128ss(s0: number, s1: number, s2: number, s3: number): () => number {
  let [a, b, c, d] = [s0 | 0, s1 | 0, s2 | 0, s3 | 0];
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
