import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlayer, type Player, registerPlayer } from './players.ts';
import { clockedProduct, type Product, type Staff, until } from './product.ts';

/**
 * The scheduled effects of responsible gaming and privacy, on the product as `npm start` runs it with
 * the test clock: a cool-off and a self-exclusion end, a closed account's personal data is minimised
 * after CLOSURE_MINIMISE_DAYS, access logs are erased after ACCESS_LOG_RETENTION_DAYS. Each effect is
 * made by a job on the real timer (JOBS_TICK_SECONDS=1); the suite only moves the clock and looks.
 */
const DAY = 86_400;
let product: Product;
let staff: Staff;

beforeAll(async () => {
  ({ product, staff } = await clockedProduct('effects-player', 4741));
});
afterAll(async () => product?.stop());

const depositRefusal = async (player: Player) => {
  const answer = await asPlayer(product, player, '/recharge/create', { body: { amount: '50.00' } });
  return answer.code === 1 ? null : String(answer.data.error);
};
const rgActions = async (player: Player): Promise<string[]> =>
  ((await staff.call(`/admin/players/${player.memberId}/limits`)).data.actions as { action: string }[]).map(
    (a) => a.action,
  );
const detail = async (player: Player) => (await staff.call(`/admin/players/${player.memberId}`)).data;

describe('scheduled effects a player relies on', () => {
  it('a 24-hour cool-off ends by itself once its time has passed', async () => {
    const player = await registerPlayer(product);
    expect((await product.call('/rg/cooloff', { token: player.token, body: { period: '24h' } })).code).toBe(
      1,
    );
    expect(await depositRefusal(player)).toBe('RG_COOLOFF_ACTIVE');
    await product.advance(DAY - 600);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await depositRefusal(player), 'still cooling off 10 minutes before the end').toBe(
      'RG_COOLOFF_ACTIVE',
    );
    await product.advance(600 + 61);
    await until(
      'the cool-off to end',
      async () => (await rgActions(player)).includes('cooloff.end'),
      30_000,
      500,
    );
    expect(await depositRefusal(player)).toBeNull();
    const status = await asPlayer(product, player, '/rg/status');
    expect(status.data.block).toBeNull();
  });

  it('a closed account is minimised CLOSURE_MINIMISE_DAYS (30) after its closure, not before', async () => {
    const player = await registerPlayer(product);
    const closed = await product.call('/user/close', { token: player.token, body: {} });
    expect(closed.code, closed.msg).toBe(1);
    const before = await detail(player);
    expect(before.player).toMatchObject({ status: 'closed', minimised_at: null, name: 'Beatriz Lima' });
    await product.advance(29 * DAY);
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await detail(player)).player.minimised_at, 'minimised a day early').toBeNull();
    await product.advance(DAY + 301);
    const after = await until(
      'the closed account to be minimised',
      async () => {
        const now = await detail(player);
        return now.player.minimised_at ? now : null;
      },
      30_000,
      500,
    );
    expect(after.player.name).toBeNull();
    expect(after.player.phone).not.toContain(player.phone.replace(/\D/g, '').slice(-4));
  });

  it('a six-month self-exclusion ends by itself; access logs are erased after a year, not before', async () => {
    const player = await registerPlayer(product);
    const seen = (await detail(player)).sessions as { ip: string | null; user_agent: string | null }[];
    expect(seen.some((s) => s.ip !== null && s.user_agent !== null)).toBe(true);
    expect((await product.call('/rg/exclude', { token: player.token, body: { period: '6m' } })).code).toBe(1);
    expect(await depositRefusal(player)).toBe('RG_EXCLUDED');
    await product.advance(185 * DAY);
    await until(
      'the self-exclusion to end',
      async () => (await rgActions(player)).includes('exclusion.end'),
      30_000,
      500,
    );
    expect(await depositRefusal(player)).toBeNull();
    // The sessions of registration day are now 185 days old: kept (retention 365 days).
    const registered = (await detail(player)).sessions as { ip: string | null; created_at: string }[];
    const first = registered.reduce((a, b) => (a.created_at < b.created_at ? a : b));
    expect(first.ip).not.toBeNull();
    await product.advance(181 * DAY);
    await until(
      'the year-old access logs to be erased',
      async () => {
        const sessions = (await detail(player)).sessions as {
          id: string;
          ip: string | null;
          user_agent: string | null;
        }[];
        const old = sessions.find((s) => s.id === (first as unknown as { id: string }).id);
        return old && old.ip === null && old.user_agent === null;
      },
      30_000,
      500,
    );
    // The registration IP is registration data, not an access log: it stays until a closure's
    // minimisation (docs/COMPLIANCE.md "Access logs", "What stays").
    expect((await detail(player)).player.reg_ip).not.toBeNull();
  });
});
