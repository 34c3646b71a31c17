/** Refusal reasons of the auth domain; their messages live in each locale's auth.json under `errors`. */
export const AUTH_ERRORS = [] as const;
