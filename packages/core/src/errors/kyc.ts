/**
 * Refusal reasons of identity checks (KYC; docs/COMPLIANCE.md "Identity (KYC)"); their messages live
 * in each locale's kyc.json under `errors`.
 */
export const KYC_ERRORS = [
  /** Start: the birth date makes the player younger than 18 (nothing is sent to the bureau). */
  'KYC_UNDERAGE',
  /** Start: the birth date is in the future. */
  'KYC_BIRTH_DATE_FUTURE',
  /** Start: a verification is already under way (finish its selfie step, or wait for staff). */
  'KYC_PENDING',
  /** Start: the identity is already verified. */
  'KYC_ALREADY_VERIFIED',
  /** Start: the CPF is verified on another account (one CPF, one account). */
  'KYC_CPF_TAKEN',
  /** Selfie: there is no verification waiting for a selfie. */
  'KYC_NO_SELFIE_STEP',
  /** Selfie: the image is not a JPEG or PNG photo of an accepted size. */
  'KYC_SELFIE_INVALID',
  /** The bureau could not be reached or did not answer in time: try again later (nothing changed). */
  'KYC_UNAVAILABLE',
  /** Deposit, stake or withdrawal: the identity must be verified first (the app links to the page). */
  'KYC_REQUIRED',
  /** Recharge info or withdrawal account: the name or CPF is not the verified one. */
  'KYC_IDENTITY_MISMATCH',
  /** Staff: the verification is not waiting for staff review (it changed, or was decided). */
  'KYC_NOT_IN_REVIEW',
  /** Staff: an approval of this verification is already proposed and waits for its second staff member. */
  'KYC_APPROVAL_PENDING',
] as const;
