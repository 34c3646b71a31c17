import { computeCpfCheckDigits, formatCpf } from '@jl/core';
import type { SandboxKyc } from '../src/providers/kyc/index.ts';
import type { TestApp } from './harness.ts';
import { shareLocationInBrazil } from './location-fixtures.ts';

/**
 * Identity verification in tests, through the API against the sandbox bureau, whose answer is chosen
 * by the CPF's ninth digit (providers/kyc/sandbox-kyc.ts): `regular` (0), `irregular` (1),
 * `name_mismatch` (2), `birth_date_mismatch` (3), `face_mismatch` (4), `unavailable` (5), `timeout`
 * (6), `no_face` (7).
 */
const CASE_DIGIT = {
  regular: '0',
  irregular: '1',
  name_mismatch: '2',
  birth_date_mismatch: '3',
  face_mismatch: '4',
  unavailable: '5',
  timeout: '6',
  no_face: '7',
} as const;
export type SandboxCase = keyof typeof CASE_DIGIT;

let serial = 0;
/** A fresh valid CPF the sandbox answers with `kase`, formatted 000.000.000-00. */
export function kycCpf(kase: SandboxCase = 'regular'): string {
  serial += 1;
  const eight = `${(process.pid % 89) + 10}${String(serial).padStart(6, '0')}`.slice(0, 8);
  const nine = `${eight}${CASE_DIGIT[kase]}`;
  return formatCpf(nine + computeCpfCheckDigits(nine));
}

/** A small valid JPEG header and body, base64: what the sandbox accepts as a selfie. */
export const SELFIE = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64, 7),
  Buffer.from('ffd9', 'hex'),
]).toString('base64');

export const sandboxOf = (t: TestApp) => t.app.kyc as SandboxKyc;

export const kycStart = (t: TestApp, token: string, body: Record<string, unknown>, lang?: string) =>
  t.api('POST', '/kyc/start', { token, body, lang, form: false });
export const kycSelfie = (t: TestApp, token: string, selfie = SELFIE) =>
  t.api('POST', '/kyc/selfie', { token, body: { selfie }, form: false });
export const kycStatus = (t: TestApp, token: string) => t.api('GET', '/kyc/status', { token });

/**
 * Verifies the player as an adult with a regular CPF (the sandbox's `regular` case). The player also
 * shares a location in São Paulo: in br-regulated a test request comes from loopback, an address with
 * no country, and deposits and stakes need a shared location in Brazil as well as the identity
 * (docs/COMPLIANCE.md "Where the player is") — this fixture is where every br-regulated test player
 * becomes ready for money.
 */
export async function verifyPlayer(t: TestApp, token: string, name = 'Maria da Silva', cpf = kycCpf()) {
  const started = await kycStart(t, token, { cpf, name, birth_date: '1990-05-17' });
  if (started.code !== 1) throw new Error(`kyc start refused: ${JSON.stringify(started)}`);
  const done = await kycSelfie(t, token);
  if (done.data?.state !== 'verified') throw new Error(`kyc selfie: ${JSON.stringify(done)}`);
  await shareLocationInBrazil(t, token);
  return { cpf, name };
}
