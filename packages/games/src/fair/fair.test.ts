import { describe, expect, it } from 'vitest';
import { fromHex, toHex, utf8Bytes } from './bytes.ts';
import { createFairRng, createFairUint32Source, roundBlock } from './fair-rng.ts';
import { hmacSha256 } from './hmac.ts';
import { generateServerSeed, hashServerSeed, isClientSeed } from './seeds.ts';
import { sha256 } from './sha256.ts';

const hexOf = (text: string) => toHex(sha256(utf8Bytes(text)));

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(hexOf('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hexOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hexOf('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(
      hexOf(
        'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
      ),
    ).toBe('cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1');
    expect(hexOf('a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('pads correctly at every block boundary', () => {
    const expected: Record<number, string> = {
      55: 'd5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072',
      56: '04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e',
      63: '75220b47218278e656f2013bb8f0c455a25eaf01e86c64924e9d48d89776d6f2',
      64: '7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c',
      65: '9537c5fdf120482f7d58d25e9ed583f52c02b4e304ea814db1633ad565aed7e9',
      119: '000b48d4edf0fa7bee3c6236ecd2785baa5db4eeb8bb54341b029e0d9fa5fb0c',
      120: '13f05a0b594787f5ecd315edc96141bd3243203d1b7d4f0836f37308b276ba98',
    };
    for (const [length, digest] of Object.entries(expected))
      expect(hexOf('x'.repeat(Number(length)))).toBe(digest);
  });

  it('hashes the UTF-8 bytes of non-ASCII text', () => {
    expect(hexOf('ação ✓ 🎰')).toBe('358f69b053f4a34c4dce9e92c4c764b6c06a2d33f493406cbb3283fa94bfa0f1');
  });
});

describe('hmacSha256', () => {
  const hmac = (key: string | Uint8Array, data: string | Uint8Array) =>
    toHex(
      hmacSha256(
        typeof key === 'string' ? utf8Bytes(key) : key,
        typeof data === 'string' ? utf8Bytes(data) : data,
      ),
    );
  const repeat = (byte: number, length: number) => new Uint8Array(length).fill(byte);

  it('matches RFC 4231 test cases 1–4, 6 and 7', () => {
    expect(hmac(repeat(0x0b, 20), 'Hi There')).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(hmac('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(hmac(repeat(0xaa, 20), repeat(0xdd, 50))).toBe(
      '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    );
    expect(hmac(fromHex('0102030405060708090a0b0c0d0e0f10111213141516171819'), repeat(0xcd, 50))).toBe(
      '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    );
    expect(hmac(repeat(0xaa, 131), 'Test Using Larger Than Block-Size Key - Hash Key First')).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
    const long =
      'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.';
    expect(hmac(repeat(0xaa, 131), long)).toBe(
      '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    );
  });
});

// Reference values computed independently with Python's hashlib/hmac (see docs/GAMES.md).
const seeds = {
  serverSeed: 'aacaa93c8ee8c6a78b1272ef462a9bea36bcf0ba80231360da08a960f4f54fea',
  clientSeed: 'player-seed',
  nonce: 42,
};

describe('provably-fair stream', () => {
  it('commits to the server seed with SHA-256 of its hex text', () => {
    expect(hashServerSeed(seeds.serverSeed)).toBe(
      '5c0874275742c411e199627de377f1f49459a13bd127a7cc744868ce7b44e838',
    );
  });

  it('derives block n as HMAC(serverSeed, "clientSeed:nonce:n")', () => {
    expect(toHex(roundBlock(seeds, 0))).toBe(
      'd3a98f3e8005bc9b81afeb5e892ac2db8dbccfa07a0ee19a8b344f4ee42e8124',
    );
    expect(toHex(roundBlock(seeds, 1))).toBe(
      '0e475998b24a3fb4ad96337cd56fdf6c7a14e343deab3b30b45308b3c7efc74f',
    );
  });

  it('reads big-endian uint32 values across block boundaries', () => {
    const next = createFairUint32Source(seeds);
    const values = Array.from({ length: 9 }, next);
    expect(values[0]).toBe(0xd3a98f3e);
    expect(values[7]).toBe(0xe42e8124);
    expect(values[8]).toBe(0x0e475998);
  });

  it('gives the same draws for the same seeds and different draws for the next nonce', () => {
    const draws = (nonce: number) => {
      const rng = createFairRng({ ...seeds, nonce });
      return Array.from({ length: 20 }, () => rng.int(37));
    };
    expect(draws(42)).toEqual(draws(42));
    expect(draws(43)).not.toEqual(draws(42));
  });

  it('is uniform over a small range (chi-square, 99.9% level)', () => {
    const rng = createFairRng(seeds);
    const counts = new Array<number>(6).fill(0);
    const draws = 60_000;
    for (let i = 0; i < draws; i++) counts[rng.int(6)]!++;
    const chi2 = counts.reduce((sum, c) => sum + (c - draws / 6) ** 2 / (draws / 6), 0);
    expect(chi2).toBeLessThan(20.52); // chi-square 5 d.o.f., p = 0.001
  });

  it('refuses malformed seeds and nonces', () => {
    expect(() => createFairRng({ ...seeds, serverSeed: seeds.serverSeed.toUpperCase() })).toThrow(
      /serverSeed/,
    );
    expect(() => createFairRng({ ...seeds, clientSeed: '' })).toThrow(/clientSeed/);
    expect(() => createFairRng({ ...seeds, clientSeed: 'a\nb' })).toThrow(/clientSeed/);
    expect(() => createFairRng({ ...seeds, nonce: -1 })).toThrow(/nonce/);
    expect(() => createFairRng({ ...seeds, nonce: 1.5 })).toThrow(/nonce/);
  });
});

describe('seeds', () => {
  it('builds a server seed from the 32 bytes the caller supplies', () => {
    const seed = generateServerSeed((size) => new Uint8Array(size).map((_, i) => i));
    expect(seed).toBe('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
    expect(() => generateServerSeed(() => new Uint8Array(16))).toThrow(RangeError);
  });

  it('accepts client seeds of 1–64 printable characters, emoji included', () => {
    expect(isClientSeed('meu-seed 🎲')).toBe(true);
    expect(isClientSeed('x'.repeat(64))).toBe(true);
    expect(isClientSeed('x'.repeat(65))).toBe(false);
    expect(isClientSeed('tab\there')).toBe(false);
  });
});
