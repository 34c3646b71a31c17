import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  kycCpf,
  kycSelfie,
  kycStart,
  kycStatus,
  type SandboxCase,
  SELFIE,
  sandboxOf,
  verifyPlayer,
} from './kyc-fixtures.ts';
import { newMember } from './pay-fixtures.ts';

/**
 * The player's identity verification (docs/API.md "Identity verification"): each state the sandbox
 * bureau can lead to, and each bad input refused with its localised reason and nothing written.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-06-15T15:00:00Z');
}, 180_000);
afterAll(async () => t?.close());

const adult = (kase: SandboxCase = 'regular') => ({
  cpf: kycCpf(kase),
  name: 'Maria da Silva',
  birth_date: '1990-05-17',
});

describe('the states a verification reaches', () => {
  it('starts as none, with nothing required in the default profile', async () => {
    const { token } = await newMember(t);
    const status = await kycStatus(t, token);
    expect(status.data).toEqual({
      state: 'none',
      reason: null,
      step: null,
      checks: [],
      identity: null,
      required: { deposit: false, stake: false, withdraw: false },
    });
  });

  it('verifies an adult the bureau confirms, after the selfie step', async () => {
    const { token } = await newMember(t);
    const body = adult();
    const started = await kycStart(t, token, body);
    expect(started.code).toBe(1);
    expect(started.data).toMatchObject({ state: 'pending', step: 'selfie', reason: null });
    expect(
      started.data.checks.map((c: { kind: string; outcome: string }) => `${c.kind}:${c.outcome}`),
    ).toEqual(['age:passed', 'cpf:passed', 'name:passed', 'birth_date:passed']);
    const done = await kycSelfie(t, token);
    expect(done.data).toMatchObject({
      state: 'verified',
      step: null,
      identity: { name: 'Maria da Silva', cpf: body.cpf, birth_date: '1990-05-17' },
    });
    expect(done.data.checks.at(-1)).toMatchObject({ kind: 'face', outcome: 'passed' });
    expect((await kycStart(t, token, adult())).data.error).toBe('KYC_ALREADY_VERIFIED');
  });

  it('refuses a 17-year-old at once, with the reason, asking the bureau nothing', async () => {
    const { token } = await newMember(t);
    const calls = sandboxOf(t).calls.length;
    const answer = await kycStart(t, token, { ...adult(), birth_date: '2008-06-16' }, 'pt-BR');
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ error: 'KYC_UNDERAGE', field: 'birth_date' });
    expect(answer.msg).toBe('É preciso ter 18 anos ou mais para jogar');
    expect(sandboxOf(t).calls.length).toBe(calls);
    expect((await kycStatus(t, token)).data).toMatchObject({ state: 'refused', reason: 'underage' });
    // Eighteen today is an adult.
    const other = await newMember(t);
    expect((await kycStart(t, other.token, { ...adult(), birth_date: '2008-06-15' })).code).toBe(1);
  });

  it('refuses an irregular CPF with its reason; a new attempt may follow', async () => {
    const { token } = await newMember(t);
    const answer = await kycStart(t, token, adult('irregular'));
    expect(answer.data).toMatchObject({ state: 'refused', reason: 'cpf_irregular', step: null });
    expect((await kycStart(t, token, adult())).data.state).toBe('pending');
  });

  it('sends a name or birth date that is not the record’s, or a CPF without a face, to review', async () => {
    for (const [kase, reason] of [
      ['name_mismatch', 'name_mismatch'],
      ['birth_date_mismatch', 'birth_date_mismatch'],
    ] as const) {
      const { token } = await newMember(t);
      expect((await kycStart(t, token, adult(kase))).data).toMatchObject({ state: 'review', reason });
      expect((await kycStart(t, token, adult())).data.error).toBe('KYC_PENDING');
    }
    const { token } = await newMember(t);
    await kycStart(t, token, adult('no_face'));
    expect((await kycSelfie(t, token)).data).toMatchObject({ state: 'review', reason: 'no_face_on_record' });
  });

  it('refuses a selfie that is not the face on record', async () => {
    const { token } = await newMember(t);
    await kycStart(t, token, adult('face_mismatch'));
    const done = await kycSelfie(t, token);
    expect(done.data).toMatchObject({ state: 'refused', reason: 'face_mismatch' });
    expect(done.data.checks.at(-1)).toMatchObject({ kind: 'face', outcome: 'failed' });
  });
});

describe('bad input: a localised refusal and nothing written', () => {
  let rows: number[];
  const tables = ['kyc_subjects', 'kyc_checks'];
  beforeEach(async () => {
    rows = await Promise.all(tables.map((n) => countRows(t, n)));
  });
  const nothingWritten = async () =>
    expect(await Promise.all(tables.map((n) => countRows(t, n)))).toEqual(rows);

  it('a malformed CPF, birth date or one-word name; a future date', async () => {
    const { token } = await newMember(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...adult(), cpf: '123.456.789-00' }, 'cpf', 'Informe um CPF válido'],
      [{ ...adult(), cpf: '' }, 'cpf', 'Informe um CPF válido'],
      [{ ...adult(), name: 'Maria' }, 'name', 'Informe nome e sobrenome, só com letras'],
      [{ ...adult(), name: 'Maria 2' }, 'name', 'Informe nome e sobrenome, só com letras'],
      [{ ...adult(), birth_date: '17/05/1990' }, 'birth_date', 'Informe a data como dd/mm/aaaa'],
      [{ ...adult(), birth_date: '1990-02-30' }, 'birth_date', 'Informe a data como dd/mm/aaaa'],
      [
        { ...adult(), birth_date: '2030-01-01' },
        'birth_date',
        'A data de nascimento não pode estar no futuro',
      ],
    ];
    for (const [body, field, msg] of cases) {
      const answer = await kycStart(t, token, body, 'pt-BR');
      expect(answer.code, JSON.stringify(body)).toBe(0);
      expect(answer.data.field).toBe(field);
      expect(answer.msg).toBe(msg);
    }
    const en = await kycStart(t, token, { ...adult(), name: 'Maria' }, 'en');
    expect(en.msg).toBe('Enter name and surname, letters only');
    await nothingWritten();
  });

  it('a second attempt while one is pending', async () => {
    const { token } = await newMember(t);
    await kycStart(t, token, adult());
    rows = await Promise.all(tables.map((n) => countRows(t, n)));
    const again = await kycStart(t, token, adult(), 'en');
    expect(again.data.error).toBe('KYC_PENDING');
    expect(again.msg).toBe('A verification is already in progress');
    await nothingWritten();
  });

  it('a bureau that is unavailable or times out: try again later, nothing granted', async () => {
    const { token } = await newMember(t);
    for (const kase of ['unavailable', 'timeout'] as const) {
      const answer = await kycStart(t, token, adult(kase), 'pt-BR');
      expect(answer.data.error).toBe('KYC_UNAVAILABLE');
      expect(answer.msg).toMatch(/Tente novamente mais tarde/);
    }
    await nothingWritten();
    expect((await kycStatus(t, token)).data.state).toBe('none');
  });

  it('a selfie without a pending step, or that is not a JPEG or PNG', async () => {
    const { token } = await newMember(t);
    expect((await kycSelfie(t, token)).data.error).toBe('KYC_NO_SELFIE_STEP');
    await kycStart(t, token, adult());
    rows = await Promise.all(tables.map((n) => countRows(t, n)));
    expect(
      (await kycSelfie(t, token, Buffer.from('GIF89a just text here').toString('base64'))).data.error,
    ).toBe('KYC_SELFIE_INVALID');
    expect((await kycSelfie(t, token, 'not base64!')).data.field).toBe('selfie');
    await nothingWritten();
    expect((await kycSelfie(t, token, `data:image/jpeg;base64,${SELFIE}`)).data.state).toBe('verified');
  });

  it('a CPF another player holds verified', async () => {
    const first = await newMember(t);
    const { cpf } = await verifyPlayer(t, first.token);
    const second = await newMember(t);
    rows = await Promise.all(tables.map((n) => countRows(t, n)));
    const answer = await kycStart(t, second.token, { ...adult(), cpf });
    expect(answer.data).toMatchObject({ error: 'KYC_CPF_TAKEN', field: 'cpf' });
    await nothingWritten();
  });
});
