/** Refusal reasons of the pay domain; their messages live in each locale's pay.json under `errors`. */
export const PAY_ERRORS = [] as const;
