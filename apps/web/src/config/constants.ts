/** Business constants of the player app (docs/SPECIFICATION.md §9). */
export const APP_VERSION = '1.0.0';

export const TOAST_DURATION_MS = 3000;
export const REQUEST_TIMEOUT_MS = 60_000;
/** A page's loading state shows only after this delay, so fast loads do not flash a spinner. */
export const PAGE_LOADING_DELAY_MS = 200;
/** The spec gives 60 s in §9 and 120 s in §8; we use the shorter one so a stuck page is reported sooner. */
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
export const VIP_RULES_REFRESH_MS = 80_000;
/** 302/409 answers: wait this long before asking the player to log in again (docs/SPECIFICATION.md §4). */
export const RELOGIN_PROMPT_DELAY_MS = 1000;
export const REACH_BOTTOM_DISTANCE_PX = 50;
/** How far the indicator (half the finger's travel) must move before a release refreshes. */
export const PULL_TO_REFRESH_THRESHOLD_PX = 56;
export const SMS_RESEND_SECONDS = 60;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;
