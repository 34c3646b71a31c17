import { KYC_SELFIE_MAX_BYTES, type KycReason, type KycState } from '@jl/core';
import type { FaceAnswer, PersonAnswer } from '../../providers/kyc/index.ts';
import type { KycCheckInput } from './kyc-repository.ts';

/** Adults only (Lei 14.790/2023 art. 26, I): 18 years old on `today` (São Paulo's calendar day). */
export function isAdult(birthDate: string, today: string): boolean {
  const [y, m, d] = birthDate.split('-');
  return `${String(Number(y) + 18).padStart(4, '0')}-${m}-${d}` <= today;
}

export type Outcome = { state: KycState; reason: KycReason | null; step: 'selfie' | null };

const mark = (ok: boolean): 'passed' | 'failed' => (ok ? 'passed' : 'failed');

/** The checks of the bureau's answer about the person, in the order they ran. */
export function personChecks(answer: PersonAnswer): KycCheckInput[] {
  return [
    { kind: 'cpf', outcome: mark(answer.cpfRegular) },
    { kind: 'name', outcome: mark(answer.nameMatches) },
    { kind: 'birth_date', outcome: mark(answer.birthDateMatches) },
  ];
}

/**
 * After the data check: an irregular CPF is refused; a name or birth date that is not the record's
 * goes to staff review; otherwise the selfie step follows.
 */
export function personOutcome(answer: PersonAnswer): Outcome {
  if (!answer.cpfRegular) return { state: 'refused', reason: 'cpf_irregular', step: null };
  if (!answer.nameMatches) return { state: 'review', reason: 'name_mismatch', step: null };
  if (!answer.birthDateMatches) return { state: 'review', reason: 'birth_date_mismatch', step: null };
  return { state: 'pending', reason: null, step: 'selfie' };
}

/** After the selfie: as above, then no face on record → review, a face that differs → refused. */
export function faceOutcome(answer: FaceAnswer): Outcome {
  const person = personOutcome(answer);
  if (person.state !== 'pending') return person;
  if (!answer.faceAvailable) return { state: 'review', reason: 'no_face_on_record', step: null };
  if (!answer.faceMatches) return { state: 'refused', reason: 'face_mismatch', step: null };
  return { state: 'verified', reason: null, step: null };
}

/** The selfie's bytes when it is a JPEG or PNG of an accepted size, else null. */
export function decodeSelfie(text: string): Buffer | null {
  const bytes = Buffer.from(text.replace(/^data:image\/(jpeg|png);base64,/, ''), 'base64');
  if (bytes.length < 16 || bytes.length > KYC_SELFIE_MAX_BYTES) return null;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return jpeg || png ? bytes : null;
}
