import type { FaceAnswer, KycProvider, PersonAnswer, PersonQuery } from './kyc-provider.ts';
import { KycUnavailable } from './kyc-provider.ts';

/**
 * The sandbox bureau (development and tests; refused in production under br-regulated). Its answer is
 * chosen by the ninth digit of the CPF — the last one before the two check digits, so any valid CPF
 * can be made for each case (docs/OPERATIONS.md "Identity checks (KYC)" has the table):
 *
 * | 9th digit | answer |
 * |---|---|
 * | 1 | the CPF is not regular (suspended, cancelled…) |
 * | 2 | the name is not the one on record |
 * | 3 | the birth date is not the one on record |
 * | 4 | the selfie does not match the face on record (liveness or face match failed) |
 * | 5 | the bureau is unavailable |
 * | 6 | the bureau times out |
 * | 7 | no face on record for the CPF |
 * | 0, 8, 9 | everything matches |
 */
export const SANDBOX_KYC_CASES = {
  '1': 'irregular',
  '2': 'name_mismatch',
  '3': 'birth_date_mismatch',
  '4': 'face_mismatch',
  '5': 'unavailable',
  '6': 'timeout',
  '7': 'no_face',
} as const;

export type SandboxKyc = KycProvider & { calls: { kind: 'person' | 'face'; cpf: string }[] };

function caseOf(cpf: string): string | undefined {
  return SANDBOX_KYC_CASES[cpf[8] as keyof typeof SANDBOX_KYC_CASES];
}

function personAnswer(query: PersonQuery): PersonAnswer {
  const kase = caseOf(query.cpf);
  if (kase === 'unavailable') throw new KycUnavailable('sandbox bureau: unavailable');
  if (kase === 'timeout') throw new KycUnavailable('sandbox bureau: timed out');
  return {
    cpfRegular: kase !== 'irregular',
    nameMatches: kase !== 'name_mismatch',
    birthDateMatches: kase !== 'birth_date_mismatch',
  };
}

export function createSandboxKyc(): SandboxKyc {
  const calls: SandboxKyc['calls'] = [];
  return {
    name: 'sandbox',
    calls,
    async checkPerson(query) {
      calls.push({ kind: 'person', cpf: query.cpf });
      return personAnswer(query);
    },
    async checkFace(query): Promise<FaceAnswer> {
      calls.push({ kind: 'face', cpf: query.cpf });
      const answer = personAnswer(query);
      const kase = caseOf(query.cpf);
      const faceAvailable = kase !== 'no_face';
      const faceMatches = faceAvailable && kase !== 'face_mismatch' && query.selfie.length > 0;
      return { ...answer, faceAvailable, faceMatches, similarity: faceMatches ? 0.97 : 0.12 };
    },
  };
}
