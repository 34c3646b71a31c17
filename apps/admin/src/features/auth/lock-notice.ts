import { ApiError } from '../../lib/api.ts';

/**
 * A lock said where it happens (docs/API.md "Lockouts"): the fifth wrong code ends the session, and
 * the password step that follows shows the lock and until when instead of starting over silently.
 */
let remembered: ApiError | null = null;

export const isLocked = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.error === 'STAFF_ACCOUNT_LOCKED';

export function rememberLock(error: ApiError): void {
  remembered = error;
}

/** The lock to show once on the password step (then forgotten). */
export function takeLock(): ApiError | null {
  const lock = remembered;
  remembered = null;
  return lock;
}
