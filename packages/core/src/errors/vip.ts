/** Refusal reasons of the vip domain; messages live in i18n/locales/*/vip.json under `errors`. */
export const VIP_ERRORS = [] as const;
