import type { ErrorCode } from '@jl/core';

/**
 * A refusal the player should see: becomes `{code: 0, msg: <localised>, data: {error, field?}}`.
 * `envelope` 409/302 are the spec's session codes; `httpStatus` is 200 except for rate limits.
 */
export class AppError extends Error {
  constructor(
    readonly error: ErrorCode,
    readonly options: {
      field?: string;
      /** Message key to use instead of `errors:<CODE>`, e.g. a docs/SPECIFICATION.md §5 validation message. */
      messageKey?: string;
      vars?: Record<string, string | number>;
      envelope?: 0 | 302 | 409;
      httpStatus?: number;
    } = {},
  ) {
    super(error);
    this.name = 'AppError';
  }
}

export function refuse(error: ErrorCode, options?: AppError['options']): never {
  throw new AppError(error, options);
}
