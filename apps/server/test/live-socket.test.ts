import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { nextCrashRound } from './live-fixtures.ts';
import { openSocket, type Received, type TestSocket } from './live-socket-fixtures.ts';

/** The live socket's protocol: messages handled in order, the resync rule, validation (docs/API.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await assertLedgerInvariants(t.database.db);
  await t.close();
});

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
