import type { ErrorCode } from './errors/index.ts';

/** Envelope codes of the spec (§7): 1 success, 0 refusal, 302 session ended, 409 login required. */
export const ENVELOPE = { OK: 1, REFUSED: 0, SESSION_ENDED: 302, LOGIN_REQUIRED: 409 } as const;
export type EnvelopeCode = (typeof ENVELOPE)[keyof typeof ENVELOPE];

export type Envelope<T> = { code: EnvelopeCode; msg: string; data: T };
export type Refusal = { error: ErrorCode; field?: string };

/** Paginated lists answer `{list, total, page, size}`; `page` is 1-based. */
export type Page<T> = { list: T[]; total: number; page: number; size: number };
