import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../config/constants.ts';
import { digitsOnly, isMobilePhone } from '../../lib/masks.ts';

/**
 * Client-side checks of the account forms, with the docs/SPECIFICATION.md §5 messages. They are the same catalog keys
 * the server answers (`auth:validation.*`, contracts/auth.ts), so the player reads one text for one
 * mistake whichever side notices it first.
 */
export type AccountMessage =
  | 'auth:validation.enterPhone'
  | 'auth:validation.invalidPhone'
  | 'auth:validation.enterOldPassword'
  | 'auth:validation.enterNewPassword'
  | 'auth:validation.enterPasswordAgain'
  | 'auth:validation.passwordsDiffer'
  | 'auth:validation.passwordLength'
  | 'auth:validation.enterCode'
  | 'auth:validation.codeInvalid'
  | 'auth:validation.enterWithdrawPassword'
  | 'auth:validation.withdrawPasswordFormat'
  | 'auth:validation.enterLoginPassword'
  | 'auth:errors.PASSWORD_UNCHANGED';

export type FormErrors<F extends string> = Partial<Record<F, AccountMessage>>;

/** Withdrawal passwords are exactly six digits (WITHDRAW_PASSWORD_PATTERN of contracts/auth.ts). */
const SIX_DIGITS = /^\d{6}$/;

const clean = <F extends string>(errors: FormErrors<F>): FormErrors<F> => {
  for (const key of Object.keys(errors) as F[]) if (!errors[key]) delete errors[key];
  return errors;
};

export const isValid = (errors: FormErrors<string>): boolean => Object.keys(errors).length === 0;

function checkNewPassword(password: string): AccountMessage | undefined {
  if (!password) return 'auth:validation.enterNewPassword';
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    return 'auth:validation.passwordLength';
  return undefined;
}

function checkRepeat(repassword: string, password: string): AccountMessage | undefined {
  if (!repassword) return 'auth:validation.enterPasswordAgain';
  if (repassword !== password) return 'auth:validation.passwordsDiffer';
  return undefined;
}

export function validateLoginPasswordChange(input: {
  old: string;
  password: string;
  repassword: string;
}): FormErrors<'old' | 'password' | 'repassword'> {
  return clean({
    old: input.old ? undefined : 'auth:validation.enterOldPassword',
    password:
      checkNewPassword(input.password) ??
      (input.old && input.password === input.old ? 'auth:errors.PASSWORD_UNCHANGED' : undefined),
    repassword: checkRepeat(input.repassword, input.password),
  });
}

export function validatePasswordReset(input: {
  phone: string;
  code: string;
  password: string;
  repassword: string;
}): FormErrors<'phone' | 'code' | 'password' | 'repassword'> {
  return clean({
    phone: checkResetPhone(input.phone),
    code: !input.code.trim()
      ? 'auth:validation.enterCode'
      : SIX_DIGITS.test(input.code.trim())
        ? undefined
        : 'auth:validation.codeInvalid',
    password: checkNewPassword(input.password),
    repassword: checkRepeat(input.repassword, input.password),
  });
}

export function checkResetPhone(phone: string): AccountMessage | undefined {
  if (!digitsOnly(phone)) return 'auth:validation.enterPhone';
  if (!isMobilePhone(phone)) return 'auth:validation.invalidPhone';
  return undefined;
}

export type WithdrawPasswordInput =
  | { mode: 'set'; password: string; repassword: string; loginPassword: string }
  | { mode: 'change'; old: string; password: string; repassword: string };

export function validateWithdrawPassword(
  input: WithdrawPasswordInput,
): FormErrors<'old' | 'password' | 'repassword' | 'loginPassword'> {
  const sixDigits = (value: string, missing: AccountMessage): AccountMessage | undefined =>
    !value ? missing : SIX_DIGITS.test(value) ? undefined : 'auth:validation.withdrawPasswordFormat';
  const password = sixDigits(input.password, 'auth:validation.enterWithdrawPassword');
  if (input.mode === 'set') {
    return clean({
      password,
      repassword: checkRepeat(input.repassword, input.password),
      loginPassword: input.loginPassword ? undefined : 'auth:validation.enterLoginPassword',
    });
  }
  return clean({
    old: sixDigits(input.old, 'auth:validation.enterOldPassword'),
    password: password ?? (input.password === input.old ? 'auth:errors.PASSWORD_UNCHANGED' : undefined),
    repassword: checkRepeat(input.repassword, input.password),
  });
}
