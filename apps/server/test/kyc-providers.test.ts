import { randomBytes } from 'node:crypto';
import { computeCpfCheckDigits } from '@jl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatavalidProvider,
  createSandboxKyc,
  KycUnavailable,
  SANDBOX_KYC_CASES,
} from '../src/providers/kyc/index.ts';
import {
  basicoSpec,
  biometriaSpec,
  checkAnswer,
  checkExchanges,
  checkRequest,
} from './specs/datavalid-spec.ts';
import { createDatavalidStandin } from './standins/datavalid.ts';

/**
 * The identity bureaus: the sandbox's documented table of test CPFs, and the Serpro Datavalid adapter
 * against its stand-in, every request it sends and every answer it accepts checked against Serpro's
 * published documents (vendor/serpro-datavalid), including the token's renewal.
 */
const cpfWith = (first9: string) => `${first9}${computeCpfCheckDigits(first9)}`;
const person = (cpf: string) => ({ cpf, name: 'Maria da Silva', birthDate: '1990-05-17' });
const selfie = Buffer.from('ffd8ffe000104a46494600', 'hex');

describe('the sandbox bureau', () => {
  const sandbox = createSandboxKyc();
  it('answers by the ninth digit of the CPF, as its table says', async () => {
    expect(await sandbox.checkPerson(person(cpfWith('529982240')))).toEqual({
      cpfRegular: true,
      nameMatches: true,
      birthDateMatches: true,
    });
    expect((await sandbox.checkPerson(person(cpfWith('529982241')))).cpfRegular).toBe(false);
    expect((await sandbox.checkPerson(person(cpfWith('529982242')))).nameMatches).toBe(false);
    expect((await sandbox.checkPerson(person(cpfWith('529982243')))).birthDateMatches).toBe(false);
    const face = await sandbox.checkFace({ ...person(cpfWith('529982244')), selfie });
    expect([face.faceAvailable, face.faceMatches]).toEqual([true, false]);
    const none = await sandbox.checkFace({ ...person(cpfWith('529982247')), selfie });
    expect(none.faceAvailable).toBe(false);
    const good = await sandbox.checkFace({ ...person(cpfWith('529982248')), selfie });
    expect(good.faceMatches).toBe(true);
    for (const digit of ['5', '6'])
      await expect(sandbox.checkPerson(person(cpfWith(`52998224${digit}`)))).rejects.toThrow(KycUnavailable);
    expect(Object.keys(SANDBOX_KYC_CASES)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });
});

describe('the vendored Datavalid documents', () => {
  it("are Serpro's Básico and Biometria, with the operations the adapter uses", () => {
    expect(basicoSpec.info.title).toBe('Datavalid Básico');
    expect(basicoSpec.basePath).toBe('/datavalid/basico/vbeta1');
    expect(Object.keys(basicoSpec.paths)).toContain('/validate/pf');
    expect(biometriaSpec.basePath).toBe('/datavalid/biometria/vbeta1');
    expect(Object.keys(biometriaSpec.paths)).toContain('/validate/pf-face');
  });

  it('would catch a request or an answer outside them', () => {
    const good = {
      method: 'POST',
      path: '/datavalid/biometria/vbeta1/validate/pf-face',
      contentType: 'application/json',
      authorization: 'Bearer abc',
      body: JSON.stringify({ key: { cpf: '52998224725' }, answer: { nome: 'A B', biometria_face: 'AAAA' } }),
    };
    expect(checkRequest(good)).toEqual([]);
    expect(checkRequest({ ...good, authorization: 'Basic x' })).not.toEqual([]);
    expect(
      checkRequest({ ...good, body: JSON.stringify({ key: { cpf: '1' }, answer: { selfie: 'x' } }) }),
    ).not.toEqual([]);
    expect(checkRequest({ ...good, path: '/v4/validate/pf-facial' })).not.toEqual([]);
    expect(
      checkAnswer('pf-face', { status: 200, contentType: 'application/json', body: { nome: 'yes' } }),
    ).not.toEqual([]);
    expect(checkAnswer('pf', { status: 500, contentType: 'application/json', body: {} })).not.toEqual([]);
    expect(
      checkAnswer('pf', {
        status: 422,
        contentType: 'application/json',
        body: [{ property: 'x', message: 'y' }],
      }),
    ).toEqual([]);
  });
});

describe('the Datavalid adapter against the stand-in', () => {
  const credentials = { key: randomBytes(8).toString('hex'), secret: randomBytes(12).toString('hex') };
  const standin = createDatavalidStandin(credentials);
  const regular = cpfWith('111444777');
  const irregular = cpfWith('123456789');
  const faceless = cpfWith('987654321');
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const adapter = (key = credentials.key, secret = credentials.secret) =>
    createDatavalidProvider(
      {
        tokenUrl: `${standin.url}/token`,
        basicoUrl: `${standin.url}/datavalid/basico/vbeta1`,
        biometriaUrl: `${standin.url}/datavalid/biometria/vbeta1`,
        consumerKey: key,
        consumerSecret: secret,
        timeoutMs: 300,
      },
      () => new Date(clock),
    );

  beforeAll(async () => {
    await standin.start();
    const face = selfie.toString('base64');
    standin.records.set(regular, {
      nome: 'MARIA DA SILVA',
      data_nascimento: '1990-05-17',
      regular: true,
      face,
    });
    standin.records.set(irregular, {
      nome: 'JOÃO PEREIRA',
      data_nascimento: '1980-01-02',
      regular: false,
      face,
    });
    standin.records.set(faceless, {
      nome: 'ANA SOUZA',
      data_nascimento: '2000-03-04',
      regular: true,
      face: null,
    });
  });
  afterAll(() => standin.close());

  it('confirms a regular CPF with its name, birth date and face, as the documents define the calls', async () => {
    const kyc = adapter();
    const before = standin.exchanges.length;
    expect(await kyc.checkPerson({ cpf: regular, name: 'Maria da Silva', birthDate: '1990-05-17' })).toEqual({
      cpfRegular: true,
      nameMatches: true,
      birthDateMatches: true,
    });
    const face = await kyc.checkFace({
      cpf: regular,
      name: 'Maria da Silva',
      birthDate: '1990-05-17',
      selfie,
    });
    expect(face).toMatchObject({
      cpfRegular: true,
      faceAvailable: true,
      faceMatches: true,
      similarity: 0.98,
    });
    const sent = standin.exchanges.slice(before);
    expect(sent.map((x) => x.path)).toEqual([
      '/token',
      '/datavalid/basico/vbeta1/validate/pf',
      '/datavalid/biometria/vbeta1/validate/pf-face',
    ]);
    expect(checkExchanges(sent, credentials)).toEqual([]);
  });

  it('reads mismatches, an irregular CPF and a CPF without a face', async () => {
    const kyc = adapter();
    const before = standin.exchanges.length;
    expect(await kyc.checkPerson({ cpf: regular, name: 'Mario Silva', birthDate: '1990-05-18' })).toEqual({
      cpfRegular: true,
      nameMatches: false,
      birthDateMatches: false,
    });
    expect(
      (await kyc.checkPerson({ cpf: irregular, name: 'João Pereira', birthDate: '1980-01-02' })).cpfRegular,
    ).toBe(false);
    const face = await kyc.checkFace({ cpf: faceless, name: 'Ana Souza', birthDate: '2000-03-04', selfie });
    expect([face.faceAvailable, face.faceMatches]).toEqual([false, false]);
    const other = await kyc.checkFace({
      cpf: regular,
      name: 'Maria da Silva',
      birthDate: '1990-05-17',
      selfie: Buffer.from('x'),
    });
    expect(other.faceMatches).toBe(false);
    expect(checkExchanges(standin.exchanges.slice(before), credentials)).toEqual([]);
  });

  it('keeps its token until shortly before expires_in, then asks again; a 401 renews it once', async () => {
    const kyc = adapter();
    const q = { cpf: regular, name: 'Maria da Silva', birthDate: '1990-05-17' };
    const first = standin.tokenRequests;
    await kyc.checkPerson(q);
    await kyc.checkPerson(q);
    expect(standin.tokenRequests - first).toBe(1);
    clock += 3295 * 1000;
    await kyc.checkPerson(q);
    expect(standin.tokenRequests - first).toBe(2);
    const before = standin.exchanges.length;
    standin.expireTokens();
    expect((await kyc.checkPerson(q)).nameMatches).toBe(true);
    expect(standin.exchanges.slice(before).map((x) => x.status)).toEqual([401, 200, 200]);
    expect(checkExchanges(standin.exchanges.slice(before), credentials)).toEqual([]);
  });

  it('is unavailable, deciding nothing, on a timeout, a 5xx, a 422 or refused credentials', async () => {
    const kyc = adapter();
    const q = { cpf: regular, name: 'Maria da Silva', birthDate: '1990-05-17' };
    await kyc.checkPerson(q);
    standin.failures.push({ status: 503, hangMs: 600 }, { status: 500 });
    await expect(kyc.checkPerson(q)).rejects.toThrow(KycUnavailable);
    await expect(kyc.checkPerson(q)).rejects.toThrow(KycUnavailable);
    await expect(kyc.checkPerson({ ...q, cpf: cpfWith('000000001') })).rejects.toThrow(KycUnavailable);
    const wrong = adapter('nope', 'nope');
    await expect(wrong.checkPerson(q)).rejects.toThrow(/token refused/);
  });
});
