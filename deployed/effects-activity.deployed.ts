import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, type Player, registerPlayer } from './players.ts';
import { clockedProduct, type JobRow, LONG_SESSIONS, type Product, type Staff, until } from './product.ts';

/**
 * The red envelope's 48 hours, in accelerated time (docs/OPERATIONS.md "The test clock"; docs/ACTIVITIES.md
 * "The red envelope and its wheel"): an envelope opened by invited registrations can be spun until its
 * validity ends; after it, the job `activity.expire-envelopes` (every 60 s) closes it as expired, its unused
 * spins go with it and the amount it gathered is never credited (only a completed envelope pays).
 */

const phone = () => `Mozilla/5.0 (Linux; Android 14; SM-A${randomUUID().slice(0, 8)}) Mobile`;
const HOUR = 3_600;

type Envelope = {
  id: string;
  amount: string;
  diamonds: number;
  opened_at: string;
  expires_at: string;
  status: string;
};
type Wheel = { spins: number; envelope: Envelope | null; valid_hours: number; opening_spins: number };
type ActivityRecord = {
  kind: string;
  code: string;
  amount: string | null;
  status: string;
  created_at: string;
};

describe('the red envelope expires 48 hours after it opened', () => {
  let product: Product;
  let staff: Staff;
  beforeAll(async () => {
    ({ product, staff } = await clockedProduct('activity-envelope', 4730, LONG_SESSIONS));
  });
  afterAll(async () => product?.stop());

  const wheel = async (p: Player): Promise<Wheel> =>
    (await product.call('/activity/wheel', { token: p.token })).data;
  const records = async (p: Player): Promise<ActivityRecord[]> =>
    (
      await product.call('/activity/records', {
        method: 'GET',
        body: { code: 'red_envelope', page: 1, size: 50 },
        token: p.token,
      })
    ).data.list;
  const closedEnvelopes = async (p: Player) => (await records(p)).filter((r) => r.kind === 'envelope');
  const spin = async (p: Player) => product.call('/activity/wheel/spin', { token: p.token, body: {} });
  const wallet = async (p: Player) => (await product.call('/wallet/info', { token: p.token })).data;

  /** Waits until the job has run a period that started at or after `since`, then for one more tick. */
  async function expiryJobRanSince(since: Date): Promise<void> {
    const job = async () =>
      ((await staff.call('/admin/jobs')).data.list as JobRow[]).find(
        (j) => j.name === 'activity.expire-envelopes',
      )!;
    await until(
      'activity.expire-envelopes to run after the clock moved',
      async () => {
        const last = (await job()).last_period;
        return last !== null && new Date(last).getTime() >= since.getTime();
      },
      30_000,
      300,
    );
    const ticks = async () => {
      let n = 0;
      for (const [key, value] of await product.metrics())
        if (key.startsWith('jl_job_runs_total{') && key.includes('job="activity.expire-envelopes"'))
          n += value;
      return n;
    };
    const before = await ticks();
    await until('another tick of activity.expire-envelopes', async () => (await ticks()) >= before + 2);
    expect((await job()).failures).toBe(0);
  }
  const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

  it('can be spun until 48 h, then is expired by the job with its spins, its amount never credited', async () => {
    const player = await registerPlayer(product, { device: phone() });
    const code = (await product.call('/team/info', { token: player.token })).data.invite_code as string;
    expect(await wheel(player)).toMatchObject({
      envelope: null,
      spins: 1,
      valid_hours: 48,
      opening_spins: 1,
    });

    // Two friends register with the player's code: an envelope opens with its opening spin and one
    // spin per invite.
    await registerPlayer(product, { inviteCode: code, device: phone() });
    await registerPlayer(product, { inviteCode: code, device: phone() });
    const opened = await until('the invite spins', async () => {
      const w = await wheel(player);
      return w.spins === 3 ? w : null;
    });
    const envelope = opened.envelope!;
    expect(envelope.status).toBe('open');
    const expiresAt = new Date(envelope.expires_at);
    expect(expiresAt.getTime() - new Date(envelope.opened_at).getTime()).toBe(48 * HOUR * 1000);
    const balance = (await wallet(player)).balance as string;

    const first = await spin(player);
    expect(first.code).toBe(1);
    expect(first.data.credited).toEqual([]);

    // 47 h later the job has run and the envelope is still open: another spin is taken from it.
    await product.moveTo(new Date(expiresAt.getTime() - HOUR * 1000));
    await logIn(product, player);
    await expiryJobRanSince(minuteOf(await product.now()));
    expect(await closedEnvelopes(player)).toEqual([]);
    expect(await wheel(player)).toMatchObject({ spins: 2, envelope: { id: envelope.id, status: 'open' } });
    const second = await spin(player);
    expect(second.code).toBe(1);
    expect(second.data.credited).toEqual([]);
    const before = (await wheel(player)).envelope!;
    expect(before).toMatchObject({ id: envelope.id, status: 'open' });

    // Past 48 h: the job closes it as expired, with what it gathered; the last spin is gone and a
    // next spin would open a new envelope with its opening spin only.
    await product.moveTo(new Date(expiresAt.getTime() + 30_000));
    const closed = await until(
      'the envelope to be expired by the job',
      async () => {
        const found = await closedEnvelopes(player);
        return found.length > 0 ? found : null;
      },
      30_000,
      300,
    );
    expect(closed).toEqual([
      expect.objectContaining({ code: 'red_envelope', status: 'expired', amount: before.amount }),
    ]);
    expect(new Date(closed[0]!.created_at).getTime()).toBeGreaterThanOrEqual(expiresAt.getTime());
    expect(await wheel(player)).toMatchObject({ envelope: null, spins: 1 });
    expect((await wallet(player)).balance).toBe(balance);
    const envelopeCredits = await product.call('/fund/log', {
      method: 'GET',
      body: { type: 7, page: 1, size: 20 },
      token: player.token,
    });
    expect(envelopeCredits.data.total).toBe(0);
  });
});
