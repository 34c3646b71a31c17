import { describe, expect, it } from 'vitest';
import { liveClientMessage, liveServerMessage } from './live-socket.ts';

describe('the live socket contracts', () => {
  it('take the messages the player app sends', () => {
    const sent = [
      { type: 'auth', id: 0, token: 'a'.repeat(64) },
      { type: 'sub', game: 'crash' },
      { type: 'sub', game: 'roulette', after: 1_795_784_781_559_001 },
      { type: 'bet', id: 3, game: 'crash', amount: '1.00', auto_cashout: '', key: 'k-0123456789' },
      { type: 'bet', id: 4, game: 'roulette', amount: '2.00', spot: 'split:17-20', key: 'k-0123456789' },
      { type: 'cashout', id: 5 },
    ];
    for (const message of sent) expect(liveClientMessage.parse(message)).toEqual(message);
  });

  it('refuse unknown types and fields, and malformed numbers', () => {
    for (const message of [
      { type: 'dance' },
      { type: 'sub', game: 'crash', after: -1 },
      { type: 'cashout', round: '1' },
      { type: 'auth', token: 7 },
    ]) {
      expect(liveClientMessage.safeParse(message).success).toBe(false);
    }
  });

  it('describe what the server sends: events, replies and refusals', () => {
    const events = [
      { type: 'betting', game: 'crash', seq: 9, round: '1', gameNo: 1, bettingEndsAt: 5 },
      { type: 'tick', game: 'crash', seq: 10, round: '1', m: 104, t: 6 },
      { type: 'bet', game: 'crash', round: '1', player: '11***78', amount: '1.00', auto: null },
      {
        type: 'result',
        game: 'roulette',
        seq: 3,
        round: '2',
        gameNo: 2,
        number: 17,
        hash: 'ab',
        winners: [],
      },
      { type: 'reply', id: 1, ok: true, data: {} },
      {
        type: 'reply',
        id: null,
        ok: false,
        error: 'INVALID_FIELD',
        field: 'type',
        msg: 'O campo type é inválido',
      },
    ];
    for (const message of events) expect(liveServerMessage.parse(message)).toEqual(message);
    expect(
      liveServerMessage.safeParse({ type: 'reply', id: 1, ok: false, error: 'NOPE', msg: '' }).success,
    ).toBe(false);
  });
});
