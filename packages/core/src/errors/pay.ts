/** Refusal reasons of the pay domain; messages live in i18n/locales/*/pay.json under `errors`. */
export const PAY_ERRORS = [] as const;
