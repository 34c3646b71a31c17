import { z } from 'zod';
import { isValidCpf } from '../br/cpf.ts';
import { isFullName } from '../br/person-name.ts';
import { DATE_INPUT_PATTERN, isCalendarDate } from '../date-input.ts';
import type { SchemaGroup } from '../routes/route.ts';

/**
 * Identity checks (KYC; docs/API.md "Identity verification", docs/COMPLIANCE.md "Identity (KYC)").
 * The player gives CPF, full name and birth date; the bureau confirms them against the Receita
 * Federal's record, then compares a selfie with the face on record. Every "kyc:validation.*" message is
 * a catalog key the server answers as a refusal naming the field.
 */

export const KYC_STATES = ['none', 'pending', 'verified', 'refused', 'review'] as const;
export type KycState = (typeof KYC_STATES)[number];

/**
 * Why a verification is where it is: refused (`underage`, `cpf_irregular`, `face_mismatch`), in review
 * for staff (`name_mismatch`, `birth_date_mismatch`, `no_face_on_record`), or back to pending after a
 * risk event (`reverify_phone`, `reverify_withdraw_key`), or decided by staff after a review
 * (`staff_approved` with `verified`, `staff_refused` with `refused`).
 */
export const KYC_REASONS = [
  'underage',
  'cpf_irregular',
  'face_mismatch',
  'name_mismatch',
  'birth_date_mismatch',
  'no_face_on_record',
  'reverify_phone',
  'reverify_withdraw_key',
  'staff_approved',
  'staff_refused',
] as const;
export type KycReason = (typeof KYC_REASONS)[number];

/** The checks a verification records, in the order they run. */
export const KYC_CHECK_KINDS = ['age', 'cpf', 'name', 'birth_date', 'face'] as const;
export const KYC_ACTIONS = ['deposit', 'stake', 'withdraw'] as const;
export type KycAction = (typeof KYC_ACTIONS)[number];

/** The largest selfie accepted: 700 KB of JPEG or PNG (the app sends a 640-pixel JPEG of ~60 KB). */
export const KYC_SELFIE_MAX_BYTES = 700 * 1024;

/** `POST /kyc/start`. */
export const kycStartBody = z.strictObject({
  cpf: z
    .string({ error: 'kyc:validation.cpf' })
    .trim()
    .max(20, 'kyc:validation.cpf')
    .refine(isValidCpf, 'kyc:validation.cpf'),
  name: z
    .string({ error: 'kyc:validation.name' })
    .trim()
    .max(100, 'kyc:validation.name')
    .refine(isFullName, 'kyc:validation.name'),
  /** `YYYY-MM-DD` (the app's field takes dd/mm/aaaa and sends this). */
  birth_date: z
    .string({ error: 'kyc:validation.birthDate' })
    .max(10, 'kyc:validation.birthDate')
    .regex(DATE_INPUT_PATTERN, 'kyc:validation.birthDate')
    .refine(isCalendarDate, 'kyc:validation.birthDate'),
});
export type KycStartBody = z.infer<typeof kycStartBody>;

/** `POST /kyc/selfie`: the photo, base64 (optionally as a `data:image/…;base64,` URL). */
export const kycSelfieBody = z.strictObject({
  selfie: z
    .string({ error: 'kyc:validation.selfie' })
    .max(Math.ceil((KYC_SELFIE_MAX_BYTES * 4) / 3) + 40, 'kyc:validation.selfieTooLarge')
    .regex(/^(data:image\/(jpeg|png);base64,)?[A-Za-z0-9+/]+={0,2}$/, 'kyc:validation.selfie'),
});

const check = z.object({
  kind: z.enum(KYC_CHECK_KINDS),
  outcome: z.enum(['passed', 'failed']),
  at: z.string(),
});

/** `GET /kyc/status` → data (also the answer of start and selfie). */
export const kycStatus = z.object({
  state: z.enum(KYC_STATES),
  reason: z.enum(KYC_REASONS).nullable(),
  /** `selfie` while the bureau waits for the liveness step; otherwise null. */
  step: z.enum(['selfie']).nullable(),
  /** The latest verification's checks, in the order they ran. */
  checks: z.array(check),
  /** The identity as given (verified once `state` is `verified`): name, CPF 000.000.000-00, YYYY-MM-DD. */
  identity: z.object({ name: z.string(), cpf: z.string(), birth_date: z.string() }).nullable(),
  /** What this site requires a verified identity for (br-regulated: all three). */
  required: z.object({ deposit: z.boolean(), stake: z.boolean(), withdraw: z.boolean() }),
});
export type KycStatus = z.infer<typeof kycStatus>;

export const kycSchemas = {
  status: { answer: kycStatus },
  start: { body: kycStartBody, answer: kycStatus },
  selfie: { body: kycSelfieBody, answer: kycStatus },
} satisfies SchemaGroup;
