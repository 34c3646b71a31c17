import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastRound } from '../src/modules/live/live-rounds.ts';
import { fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { nextCrashRound } from './live-fixtures.ts';
import { openSocket, type Received, type TestSocket, until } from './live-socket-fixtures.ts';

/** The live socket's protocol: messages handled in order, the resync rule, validation (docs/API.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await assertLedgerInvariants(t.database.db);
  await t.close();
});

const latestRound = (game: string) => lastRound(t.database.db, game);

const replies = async (socket: TestSocket, count: number): Promise<Received[]> => {
  const got: Received[] = [];
  for (let i = 0; i < count; i += 1) got.push(await socket.next('reply'));
  return got;
};

describe('one socket', () => {
  it('handles its messages in the order sent: auth then bet back to back always bets', async () => {
    const round = await nextCrashRound(t);
    for (let i = 0; i < 12; i += 1) {
      const player = await fundedPlayer(t.database.db, 10_00n);
      const socket = await openSocket(t);
      try {
        // Sent without waiting for any answer, as the player app does when it opens the socket.
        socket.send({ type: 'auth', id: 'a', token: player.token });
        socket.send({ type: 'bet', id: 'b', game: 'crash', amount: '1.00' });
        socket.send({ type: 'bet', id: 'c', game: 'crash', amount: '1.00' });
        const [auth, bet, again] = await replies(socket, 3);
        expect(auth).toMatchObject({ id: 'a', ok: true });
        expect(bet).toMatchObject({
          id: 'b',
          ok: true,
          data: { round_id: String(round.id), amount: '1.00' },
        });
        expect(again).toMatchObject({ id: 'c', ok: false, error: 'LIVE_ALREADY_BET' });
      } finally {
        socket.close();
      }
    }
  });
});

describe("the player's own bets, told to their socket only", () => {
  it("answers auth with the ids of the player's bets on the current rounds; the snapshot is everyone's", async () => {
    const db = t.database.db;
    const player = await fundedPlayer(db, 100_00n);
    const other = await fundedPlayer(db, 100_00n);
    const bet = async (token: string, game: string, body: Record<string, string>) => {
      const answer = await t.api('POST', `/live/${game}/bet`, { token, body });
      expect(answer.code, JSON.stringify(answer)).toBe(1);
      return answer.data.bet_id as string;
    };
    // A roulette round taking bets (its driver is not stepped again here, so it stays the current one).
    const before = await latestRound('roulette');
    for (let i = 0; ; i += 1) {
      await t.app.live.drivers.get('roulette')!.step();
      const round = await latestRound('roulette');
      if (round && round.id !== before?.id && round.phase === 'betting') break;
      if (i === 20) throw new Error('no roulette round opened');
      t.clock.advance(60_000);
    }
    const red = await bet(player.token, 'roulette', { amount: '2.00', spot: 'red' });
    const zero = await bet(player.token, 'roulette', { amount: '1.00', spot: 'straight:0' });
    await bet(other.token, 'roulette', { amount: '1.00', spot: 'black' });
    await nextCrashRound(t);
    const crash = await bet(player.token, 'crash', { amount: '1.00' });
    const theirs = await bet(other.token, 'crash', { amount: '1.00' });

    const mine = await openSocket(t);
    const stranger = await openSocket(t);
    const anonymous = await openSocket(t);
    try {
      mine.send({ type: 'auth', id: 0, token: player.token });
      mine.send({ type: 'sub', game: 'crash' });
      stranger.send({ type: 'auth', id: 0, token: other.token });
      stranger.send({ type: 'sub', game: 'crash' });
      anonymous.send({ type: 'sub', game: 'crash' });
      expect(await mine.next('reply')).toMatchObject({ id: 0, ok: true, data: { mine: [red, zero, crash] } });
      expect((await stranger.next('reply')).data).toEqual({ mine: [expect.any(String), theirs] });
      // The snapshot is the same string for all three: no one's identity in it.
      const snapshots = [
        await mine.next('snapshot'),
        await stranger.next('snapshot'),
        await anonymous.next('snapshot'),
      ];
      const unstamped = snapshots.map(({ now: _now, ...rest }) => rest);
      expect(unstamped[0]).toEqual(unstamped[1]);
      expect(unstamped[0]).toEqual(unstamped[2]);

      // A new crash round: the last one's bet is no longer current, the roulette bets still are.
      await nextCrashRound(t);
      mine.send({ type: 'auth', id: 1, token: player.token });
      expect((await mine.next('reply')).data).toEqual({ mine: [red, zero] });
    } finally {
      for (const socket of [mine, stranger, anonymous]) socket.close();
    }
  });
});

describe('sub with the last sequence number seen (after)', () => {
  it('answers a snapshot when `after` is ahead of the server: a sequence from before a restart, a bogus one', async () => {
    await nextCrashRound(t);
    const seq: number = JSON.parse(t.app.live.hubs.get('crash')!.snapshot(0)).seq;
    const socket = await openSocket(t);
    try {
      socket.send({ type: 'sub', game: 'crash', after: seq + 1_000 });
      expect(await socket.next('snapshot')).toMatchObject({ game: 'crash', seq });
      socket.send({ type: 'sub', game: 'crash', after: Number.MAX_SAFE_INTEGER });
      expect(await socket.next('snapshot')).toMatchObject({ game: 'crash', seq });
      // One message behind: that message; up to date: nothing (the reply to the next request comes first).
      socket.send({ type: 'sub', game: 'crash', after: seq - 1 });
      expect(await socket.next('betting')).toMatchObject({ seq });
      socket.send({ type: 'sub', game: 'crash', after: seq });
      socket.send({ type: 'cashout', id: 'probe' });
      await socket.next('reply');
      expect(socket.received).toEqual([]);
    } finally {
      socket.close();
    }
  });
});

describe('client messages are parsed with their contract (@jl/core liveClientMessage)', () => {
  const refusals: [string, unknown, Record<string, unknown>][] = [
    ['not JSON', 'not json', { id: null, error: 'INVALID_FIELD', field: 'message' }],
    ['not an object', '[1,2]', { id: null, error: 'INVALID_FIELD', field: 'message' }],
    ['no type', { id: 1 }, { id: 1, error: 'REQUIRED_FIELD', field: 'type' }],
    ['an unknown type', { id: 2, type: 'dance' }, { id: 2, error: 'INVALID_FIELD', field: 'type' }],
    ['an unknown game', { id: 's1', type: 'sub', game: 'poker' }, { id: 's1', field: 'game' }],
    ['a negative after', { id: 's2', type: 'sub', game: 'crash', after: -1 }, { field: 'after' }],
    ['a fractional after', { id: 's3', type: 'sub', game: 'crash', after: 1.5 }, { field: 'after' }],
    ['after as text', { id: 's4', type: 'sub', game: 'crash', after: '12' }, { field: 'after' }],
    ['auth without a token', { id: 3, type: 'auth' }, { error: 'REQUIRED_FIELD', field: 'token' }],
    ['a huge token', { id: 4, type: 'auth', token: 'x'.repeat(600) }, { field: 'token' }],
    [
      'a bet without an amount',
      { id: 5, type: 'bet', game: 'crash' },
      { error: 'REQUIRED_FIELD', field: 'amount' },
    ],
    ['an amount as a number', { id: 6, type: 'bet', game: 'crash', amount: 5 }, { field: 'amount' }],
    ['a malformed key', { id: 7, type: 'bet', game: 'crash', amount: '1.00', key: 'k' }, { field: 'key' }],
    [
      'a field a bet does not take',
      { id: 8, type: 'bet', game: 'crash', amount: '1.00', extra: 1 },
      { id: 8, error: 'UNKNOWN_FIELD', field: 'extra' },
    ],
    [
      'a cash-out naming a game',
      { id: 9, type: 'cashout', game: 'crash' },
      { error: 'UNKNOWN_FIELD', field: 'game' },
    ],
  ];

  it.each(refusals)(
    'refuses %s, naming the field, in the error style of HTTP',
    async (_name, sent, expected) => {
      const player = await fundedPlayer(t.database.db, 10_00n);
      const socket = await openSocket(t);
      try {
        socket.send({ type: 'auth', id: 'me', token: player.token });
        socket.send(sent);
        expect(await socket.next('reply')).toMatchObject({ id: 'me', ok: true });
        const refusal = await socket.next('reply');
        expect(refusal).toMatchObject({ type: 'reply', ok: false, error: 'INVALID_FIELD', ...expected });
        expect(refusal.msg).toContain(String(expected.field));
      } finally {
        socket.close();
      }
    },
  );

  it('words a refusal in the language of the socket, and the socket goes on serving', async () => {
    const socket = await openSocket(t, { lang: 'en' });
    try {
      socket.send({ id: 1, type: 'dance' });
      socket.send({ id: 2, type: 'bet', game: 'crash' });
      expect(await socket.next('reply')).toMatchObject({ id: 1, msg: 'The field type is invalid' });
      expect(await socket.next('reply')).toMatchObject({ id: 2, msg: 'Please fill in amount' });
      socket.send({ type: 'sub', game: 'roulette' });
      expect(await socket.next('snapshot')).toMatchObject({ game: 'roulette' });
    } finally {
      socket.close();
    }
  });
});

describe('a socket that closes with messages waiting', () => {
  it('is not left in the game its waiting sub asked to follow', async () => {
    const hub = t.app.live.hubs.get('crash')!;
    const player = await fundedPlayer(t.database.db, 10_00n);
    const sessions = t.app.live.sessions;
    // The sessions table locked: the socket's auth waits on it, and its sub behind the auth.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const lock = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table sessions in access exclusive mode`);
      locked();
      await held;
    });
    await lockTaken;
    const socket = await openSocket(t);
    socket.send({ type: 'auth', id: 'a', token: player.token });
    socket.send({ type: 'sub', game: 'crash' });
    await new Promise((r) => setTimeout(r, 100));
    socket.close();
    await until(() => t.app.live.sessions === sessions);
    release();
    await lock;
    await new Promise((r) => setTimeout(r, 100));
    expect([...hub.sockets].filter((s) => s.readyState !== 1).length).toBe(0);
  });
});
