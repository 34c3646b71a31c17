import { describe, expect, it } from 'vitest';
import { toHex, utf8Bytes } from '../fair/bytes.ts';
import { ratio, ratioEquals, ratioToNumber } from '../math/ratio.ts';
import { createSeededRng } from '../rng/seeded.ts';
import { buildChain, gameBytes, gameHashOf, previousHash, verifyChainLink } from './chain.ts';
import {
  bustFromBits,
  cashOutRtp,
  crashBits,
  crashPoint,
  instantBustProbability,
  msUntil,
  multiplierAt,
  probabilityAtLeast,
  TWO_POW_52,
} from './crash.ts';
import {
  isValidBet,
  outsideNumbers,
  PAYOUT,
  type RouletteBet,
  rouletteNumber,
  rouletteNumberFromBytes,
  rouletteRtp,
} from './roulette.ts';

const SEED = 'a'.repeat(64);
const SALT = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6';

describe('hash chain', () => {
  const chain = buildChain(SEED, 50);
  const terminating = chain[chain.length - 1]!;

  it('links every game to the terminating hash by repeated SHA-256, games in reverse order', () => {
    expect(previousHash(gameHashOf(chain, 1))).toBe(terminating);
    for (const game of [1, 2, 17, 49])
      expect(verifyChainLink(terminating, gameHashOf(chain, game), game)).toBe(true);
  });

  it('detects a tampered hash or a hash claimed for the wrong game', () => {
    const hash = gameHashOf(chain, 5);
    const tampered = (hash[0] === '0' ? '1' : '0') + hash.slice(1);
    expect(verifyChainLink(terminating, tampered, 5)).toBe(false);
    expect(verifyChainLink(terminating, hash, 4)).toBe(false);
    expect(verifyChainLink(terminating, 'not a hash', 5)).toBe(false);
  });

  it('matches SHA-256 of the previous bytes (known vector: SHA-256 of 32 zero bytes)', () => {
    expect(previousHash('0'.repeat(64))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
  });
});

describe('crash', () => {
  it('maps the 52 bits with one formula: 1.00× at the bottom, growing without bound at the top', () => {
    expect(bustFromBits(0n)).toBe(100); // floor(99) → clamped to 1.00×
    expect(bustFromBits(TWO_POW_52 / 2n)).toBe(198);
    expect(bustFromBits(TWO_POW_52 - 1n)).toBe(Number(99n * TWO_POW_52));
    expect(crashPoint(gameHashOf(buildChain(SEED, 3), 1), SALT)).toBeGreaterThanOrEqual(100);
  });

  it('has an exact RTP of 99 % minus less than target/2^52 for every cash-out target', () => {
    for (const target of [101, 150, 200, 237, 1000, 10_000, 1_000_000]) {
      const rtp = cashOutRtp(target);
      const shortfall = 0.99 - ratioToNumber(rtp);
      expect(shortfall).toBeGreaterThanOrEqual(0);
      expect(shortfall).toBeLessThan(target / 2 ** 52 + 1e-15);
    }
    expect(ratioEquals(cashOutRtp(200), ratio(((99n * TWO_POW_52) / 200n) * 2n, TWO_POW_52))).toBe(true);
  });

  it('busts instantly (1.00×) with probability 1 − 0.99/1.01 ≈ 1.98 %', () => {
    expect(ratioToNumber(instantBustProbability())).toBeCloseTo(1 - 0.99 / 1.01, 12);
    expect(ratioToNumber(probabilityAtLeast(100))).toBe(1);
  });

  it('lies inside the 99 % intervals of a 2·10^6-game simulation', () => {
    const rng = createSeededRng(20261124);
    const n = 2_000_000;
    let atLeast2 = 0;
    let instant = 0;
    let paidAt3 = 0;
    for (let i = 0; i < n; i += 1) {
      const r = (BigInt(rng.int(2 ** 26)) << 26n) | BigInt(rng.int(2 ** 26));
      const bust = bustFromBits(r);
      if (bust >= 200) atLeast2 += 1;
      if (bust === 100) instant += 1;
      if (bust >= 300) paidAt3 += 3;
    }
    const within = (observed: number, p: number, scale = 1) => {
      const sd = scale * Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(observed / n - scale * p)).toBeLessThan(2.576 * sd);
    };
    within(atLeast2, ratioToNumber(probabilityAtLeast(200)));
    within(instant, ratioToNumber(instantBustProbability()));
    within(paidAt3, ratioToNumber(probabilityAtLeast(300)), 3);
  });

  it('draws the published curve and its inverse consistently', () => {
    expect(multiplierAt(0)).toBe(100);
    for (const bust of [101, 200, 1000, 12345]) {
      expect(multiplierAt(msUntil(bust))).toBeGreaterThanOrEqual(bust);
      expect(multiplierAt(msUntil(bust) - 20)).toBeLessThan(bust + 1);
    }
  });
});

describe('roulette', () => {
  const bets: RouletteBet[] = [
    { kind: 'straight', numbers: [0] },
    { kind: 'straight', numbers: [17] },
    { kind: 'split', numbers: [1, 2] },
    { kind: 'split', numbers: [2, 5] },
    { kind: 'split', numbers: [0, 3] },
    { kind: 'street', numbers: [4, 5, 6] },
    { kind: 'street', numbers: [0, 1, 2] },
    { kind: 'corner', numbers: [1, 2, 4, 5] },
    { kind: 'corner', numbers: [0, 1, 2, 3] },
    { kind: 'line', numbers: [31, 32, 33, 34, 35, 36] },
    { kind: 'dozen', numbers: outsideNumbers('dozen', 2) },
    { kind: 'column', numbers: outsideNumbers('column', 3) },
    ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((kind) => ({
      kind,
      numbers: outsideNumbers(kind),
    })),
  ];

  it('accepts every bet of the table and gives each an exact RTP of 36/37', () => {
    for (const bet of bets) {
      expect(isValidBet(bet), JSON.stringify(bet)).toBe(true);
      expect(ratioEquals(rouletteRtp(bet), ratio(36, 37)), bet.kind).toBe(true);
    }
    expect(Object.keys(PAYOUT)).toHaveLength(13);
  });

  it('refuses placements that are not on the layout', () => {
    for (const bet of [
      { kind: 'split', numbers: [3, 4] },
      { kind: 'split', numbers: [1, 5] },
      { kind: 'street', numbers: [3, 4, 5] },
      { kind: 'corner', numbers: [2, 3, 4, 5] },
      { kind: 'line', numbers: [1, 2, 3, 7, 8, 9] },
      { kind: 'straight', numbers: [37] },
      { kind: 'dozen', numbers: [1, 2, 3] },
    ] as RouletteBet[]) {
      expect(isValidBet(bet), JSON.stringify(bet)).toBe(false);
    }
  });

  it('spreads numbers evenly over 0…36 (chi-square over 37 000 chained games)', () => {
    const counts = new Array(37).fill(0);
    let hash = SEED;
    const n = 37_000;
    for (let i = 0; i < n; i += 1) {
      hash = previousHash(hash);
      counts[rouletteNumber(hash, SALT)] += 1;
    }
    const expected = n / 37;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(66.6); // 99.9th percentile of χ² with 36 degrees of freedom
  });
});

/**
 * A vector checked independently with Python (hmac.new(bytes.fromhex(hash), salt.encode("ascii"),
 * hashlib.sha256)): the key is the game hash's 32 bytes, the message the salt's 64 lowercase hex
 * characters as text (64 ASCII bytes), not the 32 bytes they spell.
 */
describe('what the HMAC reads: key = game hash bytes, message = the salt as its hex text', () => {
  const hash = previousHash(SEED); // e0e77a50…
  it('gives these bytes, this bust and this number', () => {
    expect(hash).toBe('e0e77a507412b120f6ede61f62295b1a7b2ff19d3dcc8f7253e51663470c888e');
    expect(toHex(gameBytes(hash, SALT))).toBe(
      '66bce5120ba035225cf010d5cb61a2c6600b6e1b8123e9aad64aa41d2cf1028c',
    );
    expect(utf8Bytes(SALT)).toHaveLength(64);
    expect(crashBits(hash, SALT)).toBe(0x66bce5120ba03n); // the first 13 hex digits = 52 bits
    expect(crashPoint(hash, SALT)).toBe(165);
    expect(rouletteNumber(hash, SALT)).toBe(8); // 0x66bce512 = 1723655442, mod 37 = 8
  });
});

describe('roulette from the bytes: skipped words and out of bytes', () => {
  const words = (...values: number[]) => {
    const bytes = new Uint8Array(4 * values.length);
    const view = new DataView(bytes.buffer);
    for (const [i, v] of values.entries()) view.setUint32(4 * i, v);
    return bytes;
  };
  const SKIPPED = [0xfffffff9, 0xfffffffa, 0xfffffffb, 0xfffffffc, 0xfffffffd, 0xfffffffe, 0xffffffff];

  it('takes the first word below 37·⌊2^32/37⌋ = 0xfffffff9, mod 37', () => {
    expect(37 * Math.floor(2 ** 32 / 37)).toBe(0xfffffff9);
    expect(rouletteNumberFromBytes(words(0, ...SKIPPED.slice(1)))).toBe(0);
    expect(rouletteNumberFromBytes(words(0xfffffff8, 0, 0, 0, 0, 0, 0, 0))).toBe(36); // the last word kept
    expect(rouletteNumberFromBytes(words(0xfffffff9, 37 + 5, 0, 0, 0, 0, 0, 0))).toBe(5); // first skipped
    expect(rouletteNumberFromBytes(words(...SKIPPED, 100))).toBe(100 % 37); // the 8th word decides
  });

  it('throws "roulette: out of bytes" when all 8 words are skipped: no ninth word, no biased answer', () => {
    expect(() => rouletteNumberFromBytes(words(...SKIPPED, 0xffffffff))).toThrow('roulette: out of bytes');
    expect(() => rouletteNumberFromBytes(new Uint8Array(32).fill(0xff))).toThrow('roulette: out of bytes');
  });
});
