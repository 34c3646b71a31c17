import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rgActions } from '../src/db/schema.ts';
import { createMember } from '../src/modules/auth/index.ts';
import { loginAs, registerPlayer } from './auth-helpers.ts';
import { fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { verifyPlayer } from './kyc-fixtures.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newMobile } from './pay-fixtures.ts';
import { newSession, playRound, rgStatus, setLimit, setProfile } from './rg-fixtures.ts';
import { giveCash } from './withdraw-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // the default idle end: 30 minutes
  t.clock.set('2026-11-24T15:00:00.000Z');
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

const MIN = 60_000;
const info = (token: string) => t.api('GET', '/user/info', { token });

describe('idle session end', () => {
  it('ends a session after 30 minutes without a request: 302, and a new login works', async () => {
    const phone = newMobile();
    await createMember(t.database.db, { phone, password: 'segredo123', now: t.clock.now });
    const login = await t.api('POST', '/user/login', { body: { username: phone, password: 'segredo123' } });
    const token = login.data.token as string;
    t.clock.advance(30 * MIN - 1000);
    expect((await info(token)).code).toBe(1); // 29:59 — still in, and the idle time starts again
    t.clock.advance(30 * MIN - 1000);
    expect((await info(token)).code).toBe(1);
    t.clock.advance(30 * MIN);
    const ended = await info(token);
    expect(ended).toMatchObject({ code: 302, data: { error: 'SESSION_ENDED' } });
    // Stays ended, even if used again at once.
    expect((await info(token)).code).toBe(302);
    const again = await t.api('POST', '/user/login', { body: { username: phone, password: 'segredo123' } });
    expect((await info(again.data.token)).code).toBe(1);
  });

  it('logging out and in again is no break: the limit holds until the app goes unused for the idle time', async () => {
    const p = await registerPlayer(t);
    const memberId = BigInt(p.memberId);
    await giveCash(t, memberId, 50_00n);
    await setLimit(t, p.token, 'session', 'session', '30');
    t.clock.advance(10 * 60_000);
    expect((await playRound(t, p.token)).code).toBe(1);
    const started = (await rgStatus(t, p.token)).data.reality_check.session_started_at;
    t.clock.advance(20 * 60_000);
    expect((await playRound(t, p.token)).data.error).toBe('RG_SESSION_LIMIT');
    // A new login a minute later continues the play session: same start, still over the limit.
    expect((await t.api('POST', '/user/logout', { token: p.token })).code).toBe(1);
    t.clock.advance(60_000);
    const again = await loginAs(t, p.phone, p.password);
    expect(again.code, JSON.stringify(again)).toBe(1);
    expect((await rgStatus(t, again.data.token)).data.reality_check.session_started_at).toBe(started);
    expect((await playRound(t, again.data.token)).data.error).toBe('RG_SESSION_LIMIT');
    // 29 minutes unused after that login is not yet a break; 30 are: the next login starts afresh.
    t.clock.advance(29 * 60_000);
    const soon = await loginAs(t, p.phone, p.password);
    expect((await playRound(t, soon.data.token)).data.error).toBe('RG_SESSION_LIMIT');
    t.clock.advance(30 * 60_000);
    const rested = await loginAs(t, p.phone, p.password);
    expect((await rgStatus(t, rested.data.token)).data.reality_check.session_started_at).toBe(
      t.clock.now.toISOString(),
    );
    expect((await playRound(t, rested.data.token)).code).toBe(1);
  });

  it('takes its length from configuration', async () => {
    const short = await createTestApp({ SESSION_IDLE_MINUTES: '5' });
    try {
      const { memberId } = await fundedPlayer(short.database.db, 0n);
      const token = await newSession(short, memberId);
      short.clock.advance(5 * MIN);
      expect((await short.api('GET', '/user/info', { token })).code).toBe(302);
    } finally {
      await short.close();
    }
  });
});

describe('reality check', () => {
  async function gamer() {
    const { memberId } = await fundedPlayer(t.database.db, 50_00n);
    return { memberId, token: await newSession(t, memberId) };
  }
  /** Moves the clock in steps shorter than the idle end, touching the session on the way. */
  async function play(token: string, minutes: number) {
    for (let left = minutes; left > 0; left -= 20) {
      t.clock.advance(Math.min(20, left) * MIN);
      await info(token);
    }
  }

  it('stops at the next round after 60 minutes, shows time and net result, and records the choice', async () => {
    const g = await gamer();
    expect((await playRound(t, g.token)).code).toBe(1);
    await play(g.token, 59);
    t.clock.advance(59_000);
    expect((await playRound(t, g.token)).code).toBe(1);
    t.clock.advance(1000);
    const due = await playRound(t, g.token);
    expect(due.data.error).toBe('RG_REALITY_CHECK_DUE');
    const status = await rgStatus(t, g.token);
    expect(status.data.reality_check).toMatchObject({
      minutes: 60,
      mandatory: false,
      due: true,
      played_minutes: 60,
    });
    expect(status.data.reality_check.net).toMatch(/^-?\d+\.\d{2}$/);

    const answered = await t.api('POST', '/rg/reality-check', {
      token: g.token,
      body: { choice: 'continue' },
    });
    expect(answered.data.reality_check.due).toBe(false);
    expect((await playRound(t, g.token)).code).toBe(1);
    const [recorded] = await t.database.db
      .select()
      .from(rgActions)
      .where(eq(rgActions.memberId, g.memberId))
      .then((rows) => rows.filter((r) => r.action === 'reality.answer'));
    expect(recorded?.detail).toMatchObject({ choice: 'continue', playedMinutes: 60 });

    // A shorter interval, counted from the last answer.
    await t.api('POST', '/rg/reality-check', { token: g.token, body: { minutes: '15' } });
    await play(g.token, 15);
    expect((await playRound(t, g.token)).data.error).toBe('RG_REALITY_CHECK_DUE');
    await t.api('POST', '/rg/reality-check', { token: g.token, body: { choice: 'stop' } });
  });

  it('can be switched off in standard but not in br-regulated', async () => {
    const g = await gamer();
    const off = await t.api('POST', '/rg/reality-check', { token: g.token, body: { minutes: '' } });
    expect(off.data.reality_check.minutes).toBeNull();
    await play(g.token, 120);
    expect((await playRound(t, g.token)).code).toBe(1);
    await setProfile(t, 'br-regulated');
    try {
      const refused = await t.api('POST', '/rg/reality-check', { token: g.token, body: { minutes: '' } });
      expect(refused.data.error).toBe('RG_REALITY_CHECK_MANDATORY');
      // Even a player who had switched it off gets it in br-regulated (after choosing their limits).
      await t.api('POST', '/rg/limits/confirm', { token: g.token });
      await verifyPlayer(t, g.token);
      expect((await playRound(t, g.token)).data.error).toBe('RG_REALITY_CHECK_DUE');
    } finally {
      await setProfile(t, 'standard');
    }
  });
});
