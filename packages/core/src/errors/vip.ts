/** Refusal reasons of the vip domain; their messages live in each locale's vip.json under `errors`. */
export const VIP_ERRORS = [] as const;
