/** Refusal reasons of the auth domain; messages live in i18n/locales/*/auth.json under `errors`. */
export const AUTH_ERRORS = [] as const;
