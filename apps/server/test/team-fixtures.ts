import { expect } from 'vitest';
import { createSession } from '../src/modules/auth/index.ts';
import { updateSettingsSection } from '../src/modules/config/index.ts';
import { registerBody, requestCode } from './auth-helpers.ts';
import type { TestApp } from './harness.ts';
import { verifyPlayer } from './kyc-fixtures.ts';
import { shareLocationInBrazil } from './location-fixtures.ts';
import { newCpf, newMobile, newOrder, pixPaying, postWebhook } from './pay-fixtures.ts';

export type TeamPlayer = { memberId: bigint; token: string; inviteCode: string; phone: string };

let serial = 0;

/** Registers through the API (SMS code, invite code) from its own device (user agent). */
export async function join(
  t: TestApp,
  inviteCode?: string,
  device = `JL-Test-Phone/${++serial}`,
): Promise<TeamPlayer> {
  const phone = newMobile();
  const sms_code = await requestCode(t, phone);
  t.clock.advance(61_000);
  const answer = await t.api('POST', '/user/register', {
    headers: { 'user-agent': device },
    body: registerBody(phone, sms_code, inviteCode ? { invite_code: inviteCode } : {}),
  });
  expect(answer, JSON.stringify(answer)).toMatchObject({ code: 1 });
  return {
    memberId: BigInt(answer.data.member_id),
    token: answer.data.token,
    inviteCode: answer.data.userInfo.invite_code,
    phone,
  };
}

/** A fresh session at the test clock (sessions end after idle time while the clock jumps days). */
export async function tok(t: TestApp, p: TeamPlayer): Promise<string> {
  return (await createSession(t.database.db, { memberId: p.memberId, now: t.clock.now })).token;
}

const infoOf = new Map<bigint, { cpf: string; name: string }>();

/** Binds the CPF (recharge info) once, then deposits by sandbox-shaped Pix webhook, `replays` times. */
export async function deposit(
  t: TestApp,
  player: TeamPlayer,
  amount: string,
  replays = 1,
  name = 'Ana Beatriz Souza',
  mobile = newMobile(),
) {
  const p = { ...player, token: await tok(t, player) };
  let info = infoOf.get(p.memberId);
  if (!info) {
    info = { cpf: newCpf(), name };
    const saved = await t.api('POST', '/recharge/info', {
      token: p.token,
      body: { name, cpf: info.cpf, mobile, email: `team${p.memberId}@exemplo.com.br` },
    });
    expect(saved, JSON.stringify(saved)).toMatchObject({ code: 1 });
    // The sign-up step of br-regulated (choosing limits, here none); harmless in standard.
    await t.api('POST', '/rg/limits/confirm', { token: p.token });
    // Identity verified (required before a deposit in br-regulated); harmless in standard.
    await verifyPlayer(t, p.token, name, info.cpf);
    infoOf.set(p.memberId, info);
  }
  // A shared location in Brazil in force (br-regulated; 12 hours, and tests move the clock by days).
  await shareLocationInBrazil(t, p.token);
  const order = await newOrder(t, { ...info, memberId: p.memberId, token: p.token }, amount);
  const body = pixPaying(t, order, { ...info, memberId: p.memberId, token: p.token });
  for (let i = 0; i < replays; i += 1) {
    const answer = await postWebhook(t, body);
    expect(answer.status).toBe(200);
  }
  await t.app.events.drain();
  return order;
}

export async function setTeamSettings(t: TestApp, patch: Record<string, unknown>) {
  const { DEFAULT_TEAM_SETTINGS } = await import('../src/modules/config/index.ts');
  await updateSettingsSection(t.database.db, 'team' as never, { ...DEFAULT_TEAM_SETTINGS, ...patch });
}

export async function setProfile(t: TestApp, profile: 'standard' | 'br-regulated') {
  const { DEFAULT_SETTINGS } = await import('../src/modules/config/index.ts');
  await updateSettingsSection(t.database.db, 'compliance', { ...DEFAULT_SETTINGS.compliance, profile });
}

/** São Paulo wall time → instant (UTC−3). */
export const sp = (local: string) => new Date(`${local}-03:00`);
