/** Refusal reasons every module may use. Each has a message under `errors:<CODE>` in all five locales. */
export const COMMON_ERRORS = [
  /** A field failed validation; `field` names it. */
  'INVALID_FIELD',
  /** A required field is missing; `field` names it. */
  'REQUIRED_FIELD',
  /** The body had a field the endpoint does not accept. */
  'UNKNOWN_FIELD',
  /** The body could not be parsed. */
  'MALFORMED_BODY',
  /** The body parsed but is not an object of fields (an array, a bare value, nesting too deep). */
  'INVALID_BODY',
  /** The body is larger than the endpoint accepts (HTTP 413). */
  'BODY_TOO_LARGE',
  /** No token, or the token is unknown or expired (envelope code 409). */
  'LOGIN_REQUIRED',
  /** The session was ended elsewhere or the account is disabled (envelope code 302). */
  'SESSION_ENDED',
  /** The thing asked for does not exist or belongs to someone else. */
  'NOT_FOUND',
  /** Too many requests (HTTP 429). */
  'RATE_LIMITED',
  /** The same Idempotency-Key was used with a different request. */
  'IDEMPOTENCY_CONFLICT',
  /** A rule of the activity or operation is not met (spec: 'Condition not met'). */
  'CONDITION_NOT_MET',
  /** The feature is switched off by the operator or the compliance profile. */
  'FEATURE_DISABLED',
  /** An unexpected fault; details are in the server log under the request id. */
  'INTERNAL',
] as const;
