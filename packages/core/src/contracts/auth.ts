import { z } from 'zod';
import { isValidPhoneBR } from '../br/phone.ts';
import type { SchemaGroup } from '../routes/route.ts';
import { instantField, memberIdParam } from './fields.ts';

/**
 * Accounts and sessions (docs/API.md "Accounts and sessions"). Every message written as
 * "auth:validation.*" is a catalog key: the server answers it as a code-0 refusal naming the field,
 * and the web app can show the same text next to the field.
 */

/** Login password length, in characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
/** Withdrawal passwords are exactly six digits. */
export const WITHDRAW_PASSWORD_PATTERN = /^\d{6}$/;
/** One-time SMS codes are six digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;

/** A required text field: missing or blank answers `message` (a docs/SPECIFICATION.md §5 message key). */
const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** A Brazilian mobile number as the player typed it: "(11) 91234-5678", "11912345678", "+55 11 9…". */
export const phoneInput = required('auth:validation.enterPhone', 30).refine(
  isValidPhoneBR,
  'auth:validation.invalidPhone',
);

/** A new login password: 6–32 characters of any kind (length is what matters; see docs/API.md). */
const newPassword = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .min(PASSWORD_MIN, 'auth:validation.passwordLength')
    .max(PASSWORD_MAX, 'auth:validation.passwordLength');

/** The repeated password; whether it matches is checked on the whole body. */
const repeatPassword = z
  .string({ error: 'auth:validation.enterPasswordAgain' })
  .min(1, 'auth:validation.enterPasswordAgain')
  .max(64);

/** An existing password being presented (login, old password): bounded, never length-checked. */
const givenPassword = (missing: string) => z.string({ error: missing }).min(1, missing).max(128);

const smsCode = required('auth:validation.enterCode', 10).regex(
  SMS_CODE_PATTERN,
  'auth:validation.codeInvalid',
);

/** A flag the player must tick: 1 (form posts send "1"). */
const mustBeOne = (message: string) => z.union([z.literal(1), z.literal('1')], { error: message });

const passwordsMatch = <T extends { password: string; repassword: string }>(body: T) =>
  body.password === body.repassword;
const differ = { path: ['repassword'], message: 'auth:validation.passwordsDiffer' };

/** The `id` query the player app appends to every call once a member is known (never trusted). */
export const memberIdQuery = z.strictObject({ id: memberIdParam });

/**
 * `POST /sms/send`: a one-time code for registration, a password reset, or a login that needs the
 * picture code (`login`: the accessible alternative to reading the picture).
 */
export const smsSendBody = z.strictObject({
  phone: phoneInput,
  scene: z.enum(['register', 'reset', 'login'], { error: 'auth:validation.invalidScene' }),
});
export type SmsSendBody = z.infer<typeof smsSendBody>;

/** `POST /sms/send` → data: seconds until another code may be asked for, and the code's lifetime. */
export const smsSendResult = z.object({ resend_after: z.number().int(), expires_in: z.number().int() });

/** `POST /user/register`. */
export const registerBody = z
  .strictObject({
    phone: phoneInput,
    password: newPassword('auth:validation.enterPassword'),
    repassword: repeatPassword,
    /** Another member's invite code; empty means none. */
    invite_code: z.string().trim().max(16, 'auth:validation.inviteCodeUnknown').optional(),
    sms_code: smsCode,
    age_confirm: mustBeOne('auth:validation.ageConfirm'),
    terms: mustBeOne('auth:validation.terms'),
  })
  .refine(passwordsMatch, differ);
export type RegisterBody = z.infer<typeof registerBody>;

/** `POST /user/login`: username is the phone as typed; the captcha once the server asks for it. */
export const loginBody = z.strictObject({
  username: required('auth:validation.enterPhone', 30),
  password: givenPassword('auth:validation.enterPassword'),
  captcha_id: z.string().max(64).optional(),
  captcha_code: z.string().trim().max(10).optional(),
  /** Instead of the picture code: a code sent by `POST /sms/send` with scene `login`. */
  sms_code: z.string().trim().max(10).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** `GET /common/captcha` → data: the image is a 150×50 PNG data URL; the id goes back with the login. */
export const captchaResult = z.object({ captcha_id: z.string(), image: z.string() });

/** The player's profile (`GET /user/info`, and `userInfo` of the login and register answers). */
export const userInfo = z.object({
  member_id: z.string(),
  /** Masked for display: "(11) 9****-5678". */
  phone: z.string(),
  nickname: z.string().nullable(),
  vip_level: z.number().int(),
  invite_code: z.string(),
  /** ISO 8601 instants. `last_login_at` is the login before the current one (null on the first). */
  registered_at: z.string(),
  last_login_at: z.string().nullable(),
  has_withdraw_password: z.boolean(),
  /** Wallet balance (withdrawable + locked) and its withdrawable part, decimal strings in reais. */
  balance: z.string(),
  withdrawable: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** `POST /user/login` and `POST /user/register` → data. The token also comes in the `token` header. */
export const loginResult = z.object({ member_id: z.string(), token: z.string(), userInfo });
export type LoginResult = z.infer<typeof loginResult>;

/** `POST /user/password`: change the login password; ends every other session. */
export const passwordChangeBody = z
  .strictObject({
    old_password: givenPassword('auth:validation.enterOldPassword'),
    password: newPassword('auth:validation.enterNewPassword'),
    repassword: repeatPassword,
  })
  .refine(passwordsMatch, differ);

/** `POST /user/password/reset`: a forgotten password, proven with an SMS code (scene reset). */
export const passwordResetBody = z
  .strictObject({
    phone: phoneInput,
    sms_code: smsCode,
    password: newPassword('auth:validation.enterNewPassword'),
    repassword: repeatPassword,
  })
  .refine(passwordsMatch, differ);

const withdrawPassword = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .max(6, 'auth:validation.withdrawPasswordFormat')
    .regex(WITHDRAW_PASSWORD_PATTERN, 'auth:validation.withdrawPasswordFormat');

/**
 * `POST /user/withdraw-password`. First time: `password`, `repassword` and the login password
 * (`login_password`) to confirm. Afterwards: `old_password` (the current withdrawal password) instead.
 */
export const withdrawPasswordBody = z
  .strictObject({
    password: withdrawPassword('auth:validation.enterWithdrawPassword'),
    repassword: z
      .string({ error: 'auth:validation.enterPasswordAgain' })
      .min(1, 'auth:validation.enterPasswordAgain')
      .max(6, 'auth:validation.passwordsDiffer'),
    login_password: z.string().max(128).optional(),
    old_password: z.string().max(6, 'auth:validation.withdrawPasswordFormat').optional(),
  })
  .refine(passwordsMatch, differ);

/** `GET /dev/outbox?phone=` (development and test only): messages the outbox SMS provider kept. */
export const outboxQuery = z.strictObject({
  phone: z.string().max(30).optional(),
  id: memberIdParam,
});
export const outboxResult = z.object({
  list: z.array(z.object({ id: z.string(), phone: z.string(), text: z.string(), created_at: z.string() })),
});

/** An answer without data (`{}`): logout, password changes. */
export const emptyResult = z.object({});

/** The account and session endpoints' schemas (descriptors: routes/auth.ts). */
export const authSchemas = {
  register: { body: registerBody, answer: loginResult },
  login: { body: loginBody, answer: loginResult },
  logout: { answer: emptyResult },
  info: { query: memberIdQuery, answer: userInfo },
  password: { body: passwordChangeBody, answer: emptyResult },
  passwordReset: { body: passwordResetBody, answer: emptyResult },
  withdrawPassword: { body: withdrawPasswordBody, answer: emptyResult },
  captcha: { query: memberIdQuery, answer: captchaResult },
  smsSend: { body: smsSendBody, answer: smsSendResult },
} satisfies SchemaGroup;

/**
 * `GET|POST /dev/clock` (TEST_CLOCK=true only, never in production): the test-only clock the deployed
 * product suite moves forward. POST moves it `to` a later instant or by `advance_seconds`.
 */
export const testClockBody = z
  .strictObject({
    to: instantField.optional(),
    advance_seconds: z.coerce
      .number()
      .int()
      .min(0)
      .max(10 * 366 * 86_400)
      .optional(),
  })
  .refine((b) => (b.to === undefined) !== (b.advance_seconds === undefined), {
    message: 'one of to or advance_seconds',
  });
export const testClockResult = z.object({ now: z.string() });
