import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSocket } from './live-socket.ts';
import { freshDataDir, type Product, startProduct, until } from './product.ts';

/**
 * Two deployments (staging and production, or two brands) on one Redis, each with its own database and
 * nothing else set: Redis pub/sub ignores the database index, so only the per-deployment prefix
 * (REDIS_PREFIX, derived by default from the database's identity) keeps their live rounds apart.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let one: Product;
let two: Product;

beforeAll(async () => {
  const env = { REDIS_URL, LIVE_DRIVER: 'true' };
  one = await startProduct('brand-one', { ...env, PORT: '4791', DATA_DIR: freshDataDir() });
  two = await startProduct('brand-two', { ...env, PORT: '4792', DATA_DIR: freshDataDir() });
});
afterAll(async () => Promise.all([one?.stop(), two?.stop()]));

type Bust = { type: string; round: string; hash: string };
const playedHashes = async (product: Product) =>
  new Set(
    (
      (await product.call('/live/crash/rounds', { method: 'GET', body: { size: 100 } })).data.list as {
        hash: string;
      }[]
    ).map((r) => r.hash),
  );

describe('two deployments on one Redis', () => {
  it('each sees only its own live rounds', async () => {
    const sockets = [await LiveSocket.open(one), await LiveSocket.open(two)];
    for (const socket of sockets) socket.send({ type: 'sub', game: 'crash' });
    // A finished round on each side (a crash round: 5 s of bets, then the flight). One is enough to
    // tell whose round it was; waiting for two made the test fail when a round flew long (a 20× round
    // flies 50 s, 1 round in 20 goes that high), and a flight's length is the game's, not ours to cap.
    await until(
      'a finished round on both deployments',
      async () => sockets.every((s) => s.messages.some((m) => m.type === 'bust')),
      170_000,
      250,
    );
    const [mine, theirs] = [await playedHashes(one), await playedHashes(two)];
    const seenOnOne = sockets[0]!.messages.filter((m) => m.type === 'bust') as unknown as Bust[];
    const seenOnTwo = sockets[1]!.messages.filter((m) => m.type === 'bust') as unknown as Bust[];
    for (const bust of seenOnOne) {
      expect(mine.has(bust.hash), 'a round of brand one on its socket').toBe(true);
      expect(theirs.has(bust.hash), "brand two's round on brand one's socket").toBe(false);
    }
    for (const bust of seenOnTwo) {
      expect(theirs.has(bust.hash)).toBe(true);
      expect(mine.has(bust.hash)).toBe(false);
    }
    // And no second driver's stream interleaved: betting phases follow one another, one round at a time.
    const bettingOne = sockets[0]!.messages.filter((m) => m.type === 'betting').map((m) => Number(m.gameNo));
    expect(bettingOne).toEqual([...bettingOne].sort((x, y) => x - y));
    expect(new Set(bettingOne).size).toBe(bettingOne.length);
    for (const socket of sockets) socket.close();
  });
});
