import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationChecks } from '../src/modules/location/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { kycSelfie, kycStart } from './kyc-fixtures.ts';
import { ARGENTINE_IP, BRAZILIAN_IP, LISBON, SAO_PAULO, shareLocation } from './location-fixtures.ts';
import { newMember, newUnverifiedPayer, payCounts } from './pay-fixtures.ts';
import { netLoss, newSession, setProfile } from './rg-fixtures.ts';
import { giveCash, NOON_SP } from './withdraw-fixtures.ts';

/**
 * Where the player is (docs/COMPLIANCE.md "Where the player is"): the address's country from the
 * offline IP database behind a trusted proxy, the shared location, the decision log, and the gate on
 * deposits and stakes — refusing outside Brazil in br-regulated with nothing written, recording only
 * in the standard profile.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  t.clock.set(NOON_SP);
}, 180_000);
afterAll(async () => t?.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

/**
 * A player with recharge info, the limits step done, a verified identity and some cash, who has not
 * shared a location (the kyc fixture's `verifyPlayer` shares one; this suite wants none).
 */
async function readyPlayer() {
  const payer = await newUnverifiedPayer(t);
  await kycStart(t, payer.token, { cpf: payer.cpf, name: payer.name, birth_date: '1990-05-17' });
  expect((await kycSelfie(t, payer.token)).data.state).toBe('verified');
  await giveCash(t, payer.memberId, 10_00n);
  return payer;
}

/** A player's call, in English, from `ip` behind the trusted proxy (or from loopback without one). */
const post = (path: string, body: Record<string, string>) => (token: string, ip?: string) =>
  t.api('POST', path, { token, body, lang: 'en', headers: ip ? from(ip) : {} });
const deposit = post('/recharge/create', { amount: '50.00' });
const play = post('/originals/fruit-trio/play', { bet: '1.00' });
const launch = post('/game/launch', { game_id: '1' });
const status = (token: string, ip?: string) =>
  t.api('GET', '/location/status', { token, headers: ip ? from(ip) : {} });

async function logOf(memberId: bigint) {
  return t.database.db
    .select()
    .from(locationChecks)
    .where(eq(locationChecks.memberId, memberId))
    .orderBy(locationChecks.id);
}
const logCount = async () => Number((await t.database.db.select({ n: count() }).from(locationChecks))[0]?.n);

describe('the standard profile: recorded and shown, never blocking', () => {
  it('reads the address behind the trusted proxy, and a loopback address as unknown, not abroad', async () => {
    const m = await newMember(t);
    expect((await status(m.token, ARGENTINE_IP)).data).toMatchObject({
      enforced: false,
      allowed: true,
      ip: { verdict: 'abroad', country: 'AR' },
      geolocation: null,
      needs_geolocation: false,
    });
    expect((await status(m.token, BRAZILIAN_IP)).data.ip).toEqual({ verdict: 'brazil', country: 'BR' });
    expect((await status(m.token)).data.ip).toEqual({ verdict: 'unknown', country: null });
  });

  it('lets a deposit from abroad through and logs the decision once', async () => {
    const m = await readyPlayer();
    expect((await deposit(m.token, ARGENTINE_IP)).code).toBe(1);
    expect((await deposit(m.token, ARGENTINE_IP)).code).toBe(1);
    const rows = (await logOf(m.memberId)).filter((r) => r.context === 'deposit');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'ip', country: 'AR', verdict: 'abroad', blocked: false });
  });

  it('places a shared location and keeps the decision, never the coordinates', async () => {
    const m = await newMember(t);
    const answer = await shareLocation(t, m.token, LISBON);
    expect(answer.code).toBe(1);
    expect(answer.data.geolocation).toMatchObject({ verdict: 'abroad', country: 'PT' });
    expect(answer.data.allowed).toBe(true);
    const [row] = (await logOf(m.memberId)).filter((r) => r.source === 'geolocation');
    expect(row).toMatchObject({
      country: 'PT',
      verdict: 'abroad',
      context: 'check',
      accuracyM: 25,
      blocked: false,
    });
    expect(Object.keys(row!)).not.toContain('latitude');
  });
});

describe('POST /location/check refuses bad input with nothing written', () => {
  const bad: [string, Record<string, string>, string, string][] = [
    [
      'a missing latitude',
      { longitude: '-46.6' },
      'latitude',
      'Invalid latitude: give a number between -90 and 90',
    ],
    [
      'a missing longitude',
      { latitude: '-23.5' },
      'longitude',
      'Invalid longitude: give a number between -180 and 180',
    ],
    ['a latitude past the pole', { latitude: '90.5', longitude: '0' }, 'latitude', ''],
    ['a longitude past the antimeridian', { latitude: '0', longitude: '-180.01' }, 'longitude', ''],
    ['a latitude that is not a number', { latitude: 'abc', longitude: '0' }, 'latitude', ''],
    ['an exponent', { latitude: '1e1', longitude: '0' }, 'latitude', ''],
    ['a negative accuracy', { ...SAO_PAULO, accuracy_m: '-1' }, 'accuracy_m', ''],
    ['an unknown field', { ...SAO_PAULO, altitude: '10' }, 'altitude', ''],
  ];
  it.each(bad)('refuses %s, naming the field, localised', async (_name, body, field, message) => {
    const m = await newMember(t);
    const before = await logCount();
    const answer = await t.api('POST', '/location/check', { token: m.token, body, lang: 'en' });
    expect(answer.code).toBe(0);
    expect(answer.data.field).toBe(field);
    if (message) expect(answer.msg).toBe(message);
    expect(await logCount()).toBe(before);
  });

  it('answers the refusal in Portuguese by default', async () => {
    const m = await newMember(t);
    const answer = await t.api('POST', '/location/check', {
      token: m.token,
      body: { latitude: '95', longitude: '0' },
    });
    expect(answer.msg).toBe('Latitude inválida: informe um número entre -90 e 90');
  });

  it('asks for a session', async () => {
    const answer = await t.api('POST', '/location/check', { body: SAO_PAULO });
    expect(answer.code).not.toBe(1);
  });
});

describe('br-regulated: deposits and stakes only from Brazil', () => {
  beforeAll(() => setProfile(t, 'br-regulated'));
  afterAll(() => setProfile(t, 'standard'));

  it('refuses a deposit, a round and a launch from a foreign address, localised, with nothing written', async () => {
    const m = await readyPlayer();
    const before = await payCounts(t.database.db);
    for (const answer of [
      await deposit(m.token, ARGENTINE_IP),
      await play(m.token, ARGENTINE_IP),
      await launch(m.token, ARGENTINE_IP),
    ]) {
      expect(answer.data.error).toBe('LOCATION_OUTSIDE_BRAZIL');
      expect(answer.msg).toBe(
        'Deposits and bets are allowed only in Brazil, and your connection or location shows another country. If you use a VPN or proxy, turn it off.',
      );
    }
    expect(await payCounts(t.database.db)).toEqual(before);
    expect(await netLoss(t.database.db, m.memberId)).toBe(0n);
    const refusals = (await logOf(m.memberId)).filter((r) => r.blocked);
    expect(refusals.map((r) => [r.context, r.country])).toEqual([
      ['deposit', 'AR'],
      ['stake', 'AR'],
    ]);
  });

  it('a foreign address is not outweighed by a shared location in Brazil', async () => {
    const m = await readyPlayer();
    expect((await shareLocation(t, m.token, SAO_PAULO, { headers: from(ARGENTINE_IP) })).data.allowed).toBe(
      false,
    );
    expect((await deposit(m.token, ARGENTINE_IP)).data.error).toBe('LOCATION_OUTSIDE_BRAZIL');
  });

  it('lets an address in Brazil through without a shared location', async () => {
    const m = await readyPlayer();
    expect((await deposit(m.token, BRAZILIAN_IP)).code).toBe(1);
    expect((await play(m.token, BRAZILIAN_IP)).code).toBe(1);
  });

  it('fails closed on an address without a country until the player shares a location in Brazil', async () => {
    const m = await readyPlayer();
    const refused = await deposit(m.token);
    expect(refused.data.error).toBe('LOCATION_REQUIRED');
    expect(refused.msg).toBe(
      'Share your location to confirm you are in Brazil before depositing or betting.',
    );
    expect((await status(m.token)).data).toMatchObject({
      enforced: true,
      allowed: false,
      needs_geolocation: true,
    });
    const shared = await shareLocation(t, m.token, SAO_PAULO);
    expect(shared.data).toMatchObject({
      allowed: true,
      needs_geolocation: false,
      geolocation: { verdict: 'brazil' },
    });
    expect((await deposit(m.token)).code).toBe(1);
    expect((await play(m.token)).code).toBe(1);
  });

  it('refuses once the latest shared location is abroad, and asks again after 12 hours', async () => {
    const m = await readyPlayer();
    await shareLocation(t, m.token, SAO_PAULO);
    const abroad = await shareLocation(t, m.token, LISBON);
    expect(abroad.data).toMatchObject({ allowed: false, geolocation: { verdict: 'abroad', country: 'PT' } });
    expect((await play(m.token)).data.error).toBe('LOCATION_OUTSIDE_BRAZIL');
    const [row] = (await logOf(m.memberId)).filter((r) => r.source === 'geolocation' && r.country === 'PT');
    expect(row?.blocked).toBe(true);
    t.clock.advance(12 * 60 * 60 * 1000 + 1);
    // A new session: the old one ended after 30 idle minutes.
    expect((await status(await newSession(t, m.memberId))).data).toMatchObject({
      geolocation: null,
      needs_geolocation: true,
    });
  });
});
