import { randomUUID } from 'node:crypto';
import type { Cents } from '@jl/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBonus, creditDeposit, holdWithdrawal, postWithdrawal } from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { LISBON, SAO_PAULO, shareLocation } from './location-fixtures.ts';
import { bearer, signInNewStaff } from './staff-fixtures.ts';
import { bet, freshCpf, giveCash, newPlayer, type Player } from './withdraw-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['support', 'finance', 'marketing'] as const) {
    tokens[role] = await signInNewStaff(t, role, role);
  }
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

const db = () => t.database.db;
const glance = (role: string, ids: string) =>
  t.api('GET', '/admin/players/glance', { headers: bearer(tokens[role]!), query: { ids } });
const one = async (role: string, p: Player) => {
  const answer = await glance(role, String(p.memberId));
  expect(answer.code).toBe(1);
  return answer.data.players[0];
};
const kinds = (player: { flags: { kind: string }[] }) => player.flags.map((f) => f.kind);

const deposit = (p: Player, cents: bigint) =>
  db().transaction((tx) =>
    creditDeposit(tx, {
      memberId: p.memberId,
      amount: cents as Cents,
      idempotencyKey: `pix:${randomUUID()}`,
    }),
  );
async function withdraw(p: Player, cents: bigint, paid: boolean) {
  const withdrawalId = randomUUID();
  await db().transaction((tx) =>
    holdWithdrawal(tx, { memberId: p.memberId, amount: cents as Cents, withdrawalId }),
  );
  if (paid) {
    await db().transaction((tx) =>
      postWithdrawal(tx, { memberId: p.memberId, withdrawalId, fee: 100n as Cents }),
    );
  }
}
async function bindAccount(p: Player, cpf: string, key = cpf) {
  const member = String(p.memberId);
  const holder = freshCpf().replace(/\D/g, '');
  await db().execute(sql`insert into withdraw_holders (member_id, cpf) values (${member}::bigint, ${holder})
    on conflict do nothing`);
  await db().execute(sql`insert into withdraw_accounts (member_id, pix_type, pix_key, name, cpf)
    values (${member}::bigint, 'cpf', ${key}, 'Fulano', ${cpf})`);
}

describe('lifetime totals', () => {
  it('are the ledger’s sums: deposits, paid withdrawals (fee included), net, bonuses and net stakes', async () => {
    const p = await newPlayer(t);
    await deposit(p, 10_000n);
    await deposit(p, 5_000n);
    await db().transaction((tx) =>
      creditBonus(tx, {
        memberId: p.memberId,
        amount: 700n as Cents,
        code: 20,
        idempotencyKey: `bonus:${randomUUID()}`,
      }),
    );
    await bet(t, p.memberId, 2_500n);
    await giveCash(t, p.memberId, 9_000n);
    await withdraw(p, 4_000n, true);
    await withdraw(p, 1_000n, false); // applied, not paid: not a withdrawal yet
    const { totals } = await one('finance', p);
    expect(totals).toEqual({
      deposits: '150.00',
      withdrawals: '40.00',
      net: '110.00',
      bonuses: '7.00',
      staked: '25.00',
    });
    // The same sums straight from the ledger's entries.
    const result = (await db().execute(sql`select
        sum(e.amount) filter (where e.code = 1) as deposits,
        -sum(e.amount) filter (where e.code = 9 and a.kind = 'withdraw_hold' and e.amount < 0) as withdrawals
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.member_id = ${String(p.memberId)}::bigint`)) as unknown as { rows: Record<string, string>[] };
    expect(BigInt(result.rows[0]!.deposits!)).toBe(15_000n);
    expect(BigInt(result.rows[0]!.withdrawals!)).toBe(4_000n);
  });

  it('a player without money: zeros, no flags, identity not verified', async () => {
    const p = await newPlayer(t);
    expect(await one('support', p)).toEqual({
      id: String(p.memberId),
      totals: { deposits: '0.00', withdrawals: '0.00', net: '0.00', bonuses: '0.00', staked: '0.00' },
      flags: [],
      kyc: { state: 'none', reason: null },
    });
  });
});

describe('risk flags', () => {
  it('shared CPF: lists the other accounts; finance sees the CPF whole, support masked', async () => {
    const [a, b, c] = [await newPlayer(t), await newPlayer(t), await newPlayer(t)];
    const cpf = freshCpf().replace(/\D/g, '');
    await bindAccount(a, cpf);
    await bindAccount(b, cpf, freshCpf().replace(/\D/g, ''));
    await bindAccount(c, freshCpf().replace(/\D/g, ''));
    const finance = (await one('finance', a)).flags.find((f: { kind: string }) => f.kind === 'shared_cpf');
    expect(finance.accounts).toEqual([String(b.memberId)]);
    expect(finance.value).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    const support = (await one('support', a)).flags.find((f: { kind: string }) => f.kind === 'shared_cpf');
    expect(support.accounts).toEqual([String(b.memberId)]);
    expect(support.value).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    expect(JSON.stringify(await one('support', a))).not.toContain(cpf);
    expect(kinds(await one('finance', c))).toEqual([]);
  });

  it('shared Pix key: another account paying out to the same key (masked for support)', async () => {
    const [a, b] = [await newPlayer(t), await newPlayer(t)];
    const key = freshCpf().replace(/\D/g, '');
    await bindAccount(a, freshCpf().replace(/\D/g, ''), key);
    await bindAccount(b, freshCpf().replace(/\D/g, ''), key);
    const flag = (await one('support', a)).flags.find((f: { kind: string }) => f.kind === 'shared_pix_key');
    expect(flag.accounts).toEqual([String(b.memberId)]);
    expect(flag.value).not.toContain(key);
    expect(kinds(await one('support', a))).not.toContain('shared_cpf');
  });

  it('shared IP and device: sessions from the same address (and browser)', async () => {
    const [a, b, c, lone] = [await newPlayer(t), await newPlayer(t), await newPlayer(t), await newPlayer(t)];
    const seen = (p: Player, ip: string, ua: string) =>
      db().execute(
        sql`update sessions set ip = ${ip}, user_agent = ${ua} where member_id = ${String(p.memberId)}::bigint`,
      );
    await seen(a, '198.51.100.7', 'Firefox/140');
    await seen(b, '198.51.100.7', 'Firefox/140');
    await seen(c, '198.51.100.7', 'Chrome/139');
    await seen(lone, '198.51.100.99', 'Firefox/140');
    const flags = (await one('support', a)).flags;
    const ip = flags.find((f: { kind: string }) => f.kind === 'shared_ip');
    expect(ip.accounts).toEqual([String(b.memberId), String(c.memberId)]);
    expect(ip.value).toBe('198.51.100.7');
    const device = flags.find((f: { kind: string }) => f.kind === 'shared_device');
    expect(device.accounts).toEqual([String(b.memberId)]);
    expect(kinds(await one('support', lone))).toEqual([]);
  });

  it('withdrawn without play: a withdrawal after a deposit with stakes below half of it', async () => {
    const quick = await newPlayer(t);
    await deposit(quick, 10_000n);
    await giveCash(t, quick.memberId, 10_000n);
    await bet(t, quick.memberId, 1_000n);
    await withdraw(quick, 8_000n, false);
    const flag = (await one('finance', quick)).flags.find(
      (f: { kind: string }) => f.kind === 'withdrawn_without_play',
    );
    expect(flag).toMatchObject({ deposit: '100.00', staked: '10.00', withdrawal: '80.00', min_percent: 50 });

    const player = await newPlayer(t);
    await deposit(player, 10_000n);
    await bet(t, player.memberId, 6_000n);
    await giveCash(t, player.memberId, 10_000n);
    await withdraw(player, 8_000n, false);
    expect(kinds(await one('finance', player))).not.toContain('withdrawn_without_play');
  });

  it('velocity: five deposits within the hour flag; four do not', async () => {
    const busy = await newPlayer(t);
    for (let i = 0; i < 5; i++) await deposit(busy, 1_000n);
    const flag = (await one('finance', busy)).flags.find((f: { kind: string }) => f.kind === 'velocity');
    expect(flag).toMatchObject({ what: 'deposits', count: 5, threshold: 5, window_minutes: 60 });

    const calm = await newPlayer(t);
    for (let i = 0; i < 4; i++) await deposit(calm, 1_000n);
    expect(kinds(await one('finance', calm))).not.toContain('velocity');
  });
});

describe('outside Brazil', () => {
  it('a location decision abroad in the last 30 days flags: how many, and the newest with its source and country', async () => {
    const traveller = await newPlayer(t);
    expect((await shareLocation(t, traveller.token, LISBON)).data.geolocation.verdict).toBe('abroad');
    const flag = (await one('support', traveller)).flags.find((f: { kind: string }) => f.kind === 'abroad');
    expect(flag).toMatchObject({ count: 1, source: 'geolocation', country: 'PT', lookback_days: 30 });

    const home = await newPlayer(t);
    await shareLocation(t, home.token, SAO_PAULO);
    expect(kinds(await one('support', home))).not.toContain('abroad');
  });
});

describe('the withdrawal queue’s context', () => {
  it('many players in one request, in the order asked, with a fixed number of statements', async () => {
    const players = await Promise.all([1, 2, 3].map(() => newPlayer(t)));
    for (const p of players) await deposit(p, 2_000n);
    const ids = players.map((p) => String(p.memberId));
    const answer = await glance('finance', [...ids].reverse().join(','));
    expect(answer.data.players.map((p: { id: string }) => p.id)).toEqual([...ids].reverse());
    expect(
      answer.data.players.every((p: { totals: { deposits: string } }) => p.totals.deposits === '20.00'),
    ).toBe(true);
  });

  it('is an audited read of personal data: who looked at which players', async () => {
    const p = await newPlayer(t);
    expect((await glance('support', String(p.memberId))).code).toBe(1);
    const rows = (await t.database.db.execute(
      sql`select detail from staff_audit_log where action = 'players.glance' order by id desc limit 1`,
    )) as unknown as { rows: { detail: { memberIds: string[] } }[] };
    expect(rows.rows[0]?.detail.memberIds).toEqual([String(p.memberId)]);
  });

  it('refuses bad ids with a localised message, and roles without the player view', async () => {
    for (const ids of ['', 'abc', '1,1', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const answer = await glance('finance', ids);
      expect(answer.code, ids).not.toBe(1);
      expect(answer.data?.field ?? answer.data, ids).toBeTruthy();
    }
    expect((await glance('marketing', '1')).code).not.toBe(1);
  });
});
