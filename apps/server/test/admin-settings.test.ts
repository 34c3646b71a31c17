import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../src/db/schema.ts';
import { createStaff } from '../src/modules/admin/index.ts';
import { getVipLevels } from '../src/modules/config/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { bearer, signInStaff } from './staff-fixtures.ts';

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await createStaff(t.database.db, {
    username: 'boss',
    email: 'boss@x.dev',
    password: 'boss-pass-123',
    role: 'owner',
  });
  owner = bearer(await signInStaff(t, 'boss', 'boss-pass-123'));
});
afterAll(async () => t?.close());

const table = async () => (await t.api('GET', '/admin/settings/vip', { headers: owner })).data.levels;
const save = (levels: unknown, reason = 'Ajuste da política de saques') =>
  t.api('POST', '/admin/settings/vip', { headers: owner, body: { levels, reason }, form: false });

describe('the VIP table editor', () => {
  it('answers the table, stores a valid change and audits exactly what changed, before and after', async () => {
    const levels = await table();
    expect(levels).toHaveLength(11);
    levels[2].withdrawMax = '1200.00';
    levels[2].withdrawTimesPerDay = 4;
    const answer = await save(levels);
    expect(answer.data.changes).toEqual([
      { path: '2.withdrawTimesPerDay', before: 3, after: 4 },
      { path: '2.withdrawMax', before: '1000.00', after: '1200.00' },
    ]);
    expect((await getVipLevels(t.database.db))[2]).toMatchObject({
      withdrawMax: '1200.00',
      withdrawTimesPerDay: 4,
    });
    const [row] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'settings.vip'))
      .orderBy(desc(staffAuditLog.id));
    expect(row!.detail).toEqual({ reason: 'Ajuste da política de saques', changes: answer.data.changes });
    // Saving the same table again changes nothing (and says so).
    expect((await save(levels)).data.changes).toEqual([]);
  });

  it('refuses what the server’s schema refuses, naming the field; nothing is stored', async () => {
    const levels = await table();
    const broken = structuredClone(levels);
    broken[3].withdrawMax = '1000';
    expect((await save(broken)).data.field).toBe('levels.3.withdrawMax');
    const unordered = structuredClone(levels);
    unordered[4].recharge = '1.00';
    const refused = await save(unordered);
    expect(refused).toMatchObject({ code: 0, data: { field: 'levels.4.recharge' } });
    const extra = structuredClone(levels);
    extra[1].killRate = 0.5;
    expect((await save(extra)).data.error).toBe('UNKNOWN_FIELD');
    expect((await save(levels, '')).data.field).toBe('reason');
    expect(await table()).toEqual(levels);
  });
});

const section = async (name: string) =>
  (await t.api('GET', `/admin/settings/${name}`, { headers: owner })).data.value;
const saveSection = (name: string, value: unknown, reason = 'Política comercial de novembro') =>
  t.api('POST', `/admin/settings/${name}`, { headers: owner, body: { value, reason }, form: false });

describe('the settings section editors', () => {
  it('each section answers what is in force, and its defaults pass the editor’s own schema', async () => {
    for (const name of ['site', 'recharge', 'withdraw', 'team', 'service', 'pix', 'compliance']) {
      const value = await section(name);
      expect(value, name).toBeTypeOf('object');
      const again = await saveSection(name, value);
      expect(again.code, `${name} ${JSON.stringify(again.data)}`).toBe(1);
      expect(again.data.changes, name).toEqual([]);
    }
  });

  it('a recharge change is stored, public at once, and audited with before and after', async () => {
    const recharge = await section('recharge');
    const answer = await saveSection('recharge', { ...recharge, min: '15.00', presets: ['15.00', '50.00'] });
    expect(answer.code).toBe(1);
    expect(answer.data.changes).toEqual([
      { path: 'min', before: '10.00', after: '15.00' },
      { path: 'presets.0', before: '20.00', after: '15.00' },
      { path: 'presets.2', before: '100.00', after: undefined },
      { path: 'presets.3', before: '200.00', after: undefined },
      { path: 'presets.4', before: '500.00', after: undefined },
      { path: 'presets.5', before: '1000.00', after: undefined },
    ]);
    const config = await t.api('GET', '/config/index');
    expect(config.data.recharge).toEqual({ min: '15.00', max: '50000.00', presets: ['15.00', '50.00'] });
    const [row] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'settings.recharge'))
      .orderBy(desc(staffAuditLog.id));
    expect(row).toMatchObject({ targetType: 'settings', targetId: 'recharge' });
    expect((row!.detail as { changes: unknown[] }).changes).toHaveLength(6);
  });

  it('the withdraw review threshold and the Pix account are stored but stay out of /config/index', async () => {
    const withdraw = await section('withdraw');
    expect((await saveSection('withdraw', { ...withdraw, autoApproveMax: '800.00' })).code).toBe(1);
    const pix = await section('pix');
    const key = 'pix@jogolimpo.dev';
    expect((await saveSection('pix', { ...pix, key, merchantCity: 'Rio de Janeiro' })).code).toBe(1);
    const config = (await t.api('GET', '/config/index')).data;
    expect(config.withdraw).not.toHaveProperty('autoApproveMax');
    expect(JSON.stringify(config)).not.toContain(key);
    expect(await section('pix')).toMatchObject({ key, merchantCity: 'Rio de Janeiro' });
    expect(await section('withdraw')).toMatchObject({ autoApproveMax: '800.00' });
  });

  it('br-regulated needs an SPA/MF authorisation number and a real CNPJ; refused localised, nothing written', async () => {
    const compliance = await section('compliance');
    const regulated = { ...compliance, profile: 'br-regulated' };
    const refusals: [Record<string, unknown>, string, string, string][] = [
      [regulated.operator, 'value.operator.authorisation', 'pt-BR', 'autorização SPA/MF'],
      [
        { ...regulated.operator, authorisation: 'SPA/MF 123/2025' },
        'value.operator.cnpj',
        'pt-BR',
        'CNPJ de demonstração',
      ],
      [{ ...regulated.operator, authorisation: 'SPA/MF 123/2025' }, 'value.operator.cnpj', 'en', 'demo CNPJ'],
      [
        { ...regulated.operator, authorisation: ' ', cnpj: '11.222.333/0001-81' },
        'value.operator.authorisation',
        'es',
        'SPA/MF',
      ],
    ];
    for (const [operator, field, lang, text] of refusals) {
      const answer = await t.api('POST', '/admin/settings/compliance', {
        headers: { ...owner, lang },
        body: { value: { ...regulated, operator }, reason: 'Ativar o perfil regulado' },
        form: false,
      });
      expect(answer.code, JSON.stringify(answer)).toBe(0);
      expect(answer.data.field, JSON.stringify(answer)).toBe(field);
      expect(answer.msg).toContain(text);
    }
    expect(await section('compliance')).toEqual(compliance);
  });

  it('the compliance profile switches the public profile', async () => {
    const compliance = await section('compliance');
    const operator = { ...compliance.operator, cnpj: '11.222.333/0001-81', authorisation: 'SPA/MF 123/2025' };
    const answer = await saveSection('compliance', { ...compliance, operator, profile: 'br-regulated' });
    expect(answer.data.changes).toContainEqual({
      path: 'profile',
      before: 'standard',
      after: 'br-regulated',
    });
    expect((await t.api('GET', '/config/index')).data.compliance.profile).toBe('br-regulated');
    await saveSection('compliance', compliance);
    expect((await t.api('GET', '/config/index')).data.compliance.profile).toBe('standard');
  });

  it('refuses what each schema refuses, naming the field in the staff’s language; nothing is stored', async () => {
    const before = Object.fromEntries(
      await Promise.all(
        ['site', 'recharge', 'withdraw', 'team', 'service', 'pix', 'compliance'].map(
          async (n) => [n, await section(n)] as const,
        ),
      ),
    );
    // biome-ignore lint/suspicious/noExplicitAny: each case edits its own section's shape
    const cases: [string, (v: Record<string, any>) => unknown, string, string?][] = [
      ['site', (v) => ({ ...v, url: 'javascript:alert(1)' }), 'value.url'],
      ['site', (v) => ({ ...v, name: '' }), 'value.name'],
      ['recharge', (v) => ({ ...v, min: ' 50' }), 'value.min', 'Valor inválido'],
      ['recharge', (v) => ({ ...v, max: '5.00' }), 'value.max'],
      ['recharge', (v) => ({ ...v, presets: ['1.00'] }), 'value.presets.0'],
      ['withdraw', (v) => ({ ...v, windowEnd: '25:00' }), 'value.windowEnd', 'HH:MM'],
      ['withdraw', (v) => ({ ...v, timeZone: 'Mars/Olympus' }), 'value.timeZone'],
      ['withdraw', (v) => ({ ...v, autoApproveMax: 'NaN' }), 'value.autoApproveMax'],
      [
        'withdraw',
        (v) => ({ ...v, twoApprovalsAbove: '100.00' }),
        'value.twoApprovalsAbove',
        'duas aprovações',
      ],
      [
        'team',
        (v) => ({ ...v, agentLevels: [...v.agentLevels].reverse() }),
        'value.agentLevels.0.activeNeeded',
      ],
      ['team', (v) => ({ ...v, fraudChecks: ['cpf', 'cpf'] }), 'value.fraudChecks'],
      ['team', (v) => ({ ...v, holdingHours: 1.5 }), 'value.holdingHours'],
      [
        'team',
        (v) => ({ ...v, agentLevels: v.agentLevels.map((l: object) => ({ ...l, shareRate1: '101.00' })) }),
        'value.agentLevels.0.shareRate1',
      ],
      [
        'service',
        (v) => ({ channels: [...v.channels, { type: 'fax', label: 'Fax', url: 'https://x.dev' }] }),
        'value.channels.2.type',
      ],
      ['pix', (v) => ({ ...v, key: '123' }), 'value.key', 'Chave Pix'],
      ['pix', (v) => ({ ...v, merchantName: 'São Paulo Apostas' }), 'value.merchantName'],
      [
        'compliance',
        (v) => ({ ...v, operator: { ...v.operator, cnpj: '11.111.111/1111-11' } }),
        'value.operator.cnpj',
        'CNPJ inválido',
      ],
      ['compliance', (v) => ({ ...v, minAge: 16 }), 'value.minAge'],
      ['compliance', (v) => ({ ...v, killSwitch: true }), '', 'UNKNOWN_FIELD'],
    ];
    for (const [name, change, field, text] of cases) {
      const answer = await saveSection(name, change(structuredClone(before[name])));
      expect(answer.code, `${name} ${field}`).toBe(0);
      if (text === 'UNKNOWN_FIELD') expect(answer.data.error).toBe('UNKNOWN_FIELD');
      else expect(answer.data.field, name).toBe(field);
      if (text && text !== 'UNKNOWN_FIELD') expect(answer.msg).toContain(text);
    }
    expect((await saveSection('site', before.site, ' ')).data.field).toBe('reason');
    for (const [name, value] of Object.entries(before)) expect(await section(name), name).toEqual(value);
  });
});

describe('the activities editor (activity module’s API)', () => {
  it('keeps the editor’s reason in the audit row with the section before and after', async () => {
    const current = (await t.api('GET', '/admin/activity/settings', { headers: owner })).data;
    expect(current.problems).toEqual([]);
    const activities = structuredClone(current.settings);
    activities.registrationBonus.amount = '3.00';
    const reason = 'Campanha de cadastro de dezembro';
    const answer = await t.api('POST', '/admin/activity/settings', {
      headers: owner,
      body: { activities, reason },
      form: false,
    });
    expect(answer.code, JSON.stringify(answer.data)).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'activity.settings'))
      .orderBy(desc(staffAuditLog.id));
    expect(row!.detail).toMatchObject({
      reason,
      before: { registrationBonus: { amount: '2.00' } },
      after: { registrationBonus: { amount: '3.00' } },
    });
    const short = await t.api('POST', '/admin/activity/settings', {
      headers: owner,
      body: { activities, reason: 'x' },
      form: false,
    });
    expect(short.data.field).toBe('reason');
  });
});
