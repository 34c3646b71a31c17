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
