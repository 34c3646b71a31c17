import { describe, expect, it } from 'vitest';
import { GameHub, HISTORY } from './live-hub.ts';

/** A hub that received the driver's messages numbered `from` to `to`. */
function hubWith(from: number, to: number): GameHub {
  const hub = new GameHub('crash');
  for (let seq = from; seq <= to; seq += 1) {
    hub.onMessage(JSON.stringify({ game: 'crash', type: 'tick', round: '1', m: 100, t: seq, seq }));
  }
  return hub;
}
const seqs = (raws: string[] | null) => raws?.map((raw) => JSON.parse(raw).seq as number) ?? null;

describe('a hub resyncing a client from the last sequence number it saw', () => {
  it('resends the messages after it while they are all kept', () => {
    const hub = hubWith(1000, 1005);
    expect(seqs(hub.since(1003))).toEqual([1004, 1005]);
    expect(seqs(hub.since(999))).toEqual([1000, 1001, 1002, 1003, 1004, 1005]);
    expect(hub.since(1005)).toEqual([]);
  });

  it('answers null (a snapshot) when some are no longer kept', () => {
    const hub = hubWith(1, HISTORY + 10);
    expect(hub.since(5)).toBeNull();
    expect(seqs(hub.since(HISTORY + 8))).toEqual([HISTORY + 9, HISTORY + 10]);
  });

  it('answers null (a snapshot) when the number is ahead of the last message: a restart, a bogus number', () => {
    const hub = hubWith(1000, 1005);
    expect(hub.since(1006)).toBeNull();
    expect(hub.since(Number.MAX_SAFE_INTEGER)).toBeNull();
  });

  it('answers null (a snapshot) before any message', () => {
    expect(new GameHub('crash').since(0)).toBeNull();
  });
});

describe("a hub's snapshot after a roulette result", () => {
  it('gives every bet of the round its win: 0.00 for those not among the winners', () => {
    const hub = new GameHub('roulette');
    const send = (msg: Record<string, unknown>) =>
      hub.onMessage(JSON.stringify({ game: 'roulette', ...msg }));
    send({ type: 'betting', seq: 1, round: '3', gameNo: 3, bettingEndsAt: 5, min: '1.00', max: '1000.00' });
    for (const [id, spot] of [
      ['7', 'red'],
      ['8', 'black'],
    ]) {
      send({ type: 'bet', round: '3', id, player: '11***78', amount: '2.00', auto: null, spot });
    }
    send({
      type: 'result',
      seq: 2,
      round: '3',
      gameNo: 3,
      number: 1,
      hash: 'ab',
      winners: [{ bet: '7', player: '11***78', win: '4.00' }],
    });
    const { bets } = JSON.parse(hub.snapshot(0));
    expect(bets.map((b: { id: string; win: string }) => [b.id, b.win])).toEqual([
      ['7', '4.00'],
      ['8', '0.00'],
    ]);
  });
});
