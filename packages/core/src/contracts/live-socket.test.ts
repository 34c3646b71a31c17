import { describe, expect, it } from 'vitest';
import { liveClientMessage, liveServerMessage } from './live-socket.ts';

/** A roulette bet as every socket is told of it. */
const rouletteBet = {
  type: 'bet',
  game: 'roulette',
  round: '2',
  id: '8',
  player: '11***78',
  amount: '2.50',
  auto: null,
  spot: 'straight:17',
};

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
      {
        type: 'betting',
        game: 'crash',
        seq: 9,
        round: '1',
        gameNo: 1,
        bettingEndsAt: 5,
        min: '1.00',
        max: '1000.00',
      },
      { type: 'tick', game: 'crash', seq: 10, round: '1', m: 104, t: 6 },
      {
        type: 'bet',
        game: 'crash',
        round: '1',
        id: '7',
        player: '11***78',
        amount: '1.00',
        auto: null,
        spot: null,
      },
      rouletteBet,
      {
        type: 'result',
        game: 'roulette',
        seq: 3,
        round: '2',
        gameNo: 2,
        number: 17,
        hash: 'ab',
        winners: [
          { bet: '8', player: '11***78', win: '90.00' },
          { bet: '9', player: '11***78', win: '5.00' },
        ],
      },
      {
        type: 'reply',
        id: 2,
        ok: true,
        data: {
          bet_id: '8',
          round_id: '2',
          game_no: 2,
          amount: '2.50',
          auto_cashout: null,
          spot: 'straight:17',
          status: 'open',
        },
      },
      { type: 'reply', id: 1, ok: true, data: { mine: ['8', '9'] } },
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
    // A winner names its bet, and a bet names its id: the app marks the player's own by them.
    const unnamed = {
      type: 'bet',
      game: 'crash',
      round: '1',
      player: '1',
      amount: '1.00',
      auto: null,
      spot: null,
    };
    expect(liveServerMessage.safeParse(unnamed).success).toBe(false);
    expect(
      liveServerMessage.safeParse({ type: 'reply', id: 1, ok: false, error: 'NOPE', msg: '' }).success,
    ).toBe(false);
  });

  it("carry the player's own bets in the auth reply only, by id: the game's messages name no one", () => {
    const auth = { type: 'reply', id: 0, ok: true, data: { mine: [] } };
    expect(liveServerMessage.parse(auth)).toEqual(auth);
    for (const data of [{}, { mine: [7] }, { mine: ['7'], player: '11987654321' }]) {
      expect(liveServerMessage.safeParse({ ...auth, data }).success).toBe(false);
    }
    // A bet announced to everyone takes no field telling whose it is beyond the masked player.
    expect(liveServerMessage.safeParse({ ...rouletteBet, mine: true }).success).toBe(false);
  });
});
