import { COMMON_ERRORS } from './common.ts';

/**
 * The one list of machine-readable refusal reasons sent in `data.error`. Domains add their own
 * arrays here; each code's message lives at `errors:<CODE>` in every locale catalog.
 */
export const ERROR_CODES = [...COMMON_ERRORS] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function errorMessageKey(code: ErrorCode): string {
  return `errors:${code}`;
}
