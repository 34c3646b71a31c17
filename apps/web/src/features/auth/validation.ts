import type common from '@jl/core/i18n/locales/pt-BR/common.json';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../config/constants.ts';
import { digitsOnly, isLandline, isMobilePhone } from '../../lib/masks.ts';

/** A `common:validation.*` message key (docs/SPECIFICATION.md §5 messages). */
export type ValidationKey = `validation.${keyof (typeof common)['validation']}`;
/** One-time SMS codes are six digits (SMS_CODE_PATTERN of `@jl/core/contracts/auth.ts`, which the
 * server checks; not imported here to keep zod out of the form's chunk). */
const SMS_CODE = /^\d{6}$/;

export type Errors<F extends string> = Partial<Record<F, ValidationKey>>;

export const hasErrors = (errors: Errors<string>): boolean => Object.values(errors).some(Boolean);

function checkPassword(password: string): ValidationKey | undefined {
  if (!password) return 'validation.passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    return 'validation.passwordLength';
  return undefined;
}

export function checkPhone(phone: string): ValidationKey | undefined {
  if (!digitsOnly(phone)) return 'validation.phoneRequired';
  if (isLandline(phone)) return 'validation.phoneLandline';
  if (!isMobilePhone(phone)) return 'validation.phoneInvalid';
  return undefined;
}

export type LoginInput = { username: string; password: string; captcha: string; captchaShown: boolean };

export function validateLogin(input: LoginInput): Errors<'username' | 'password' | 'captcha'> {
  const errors: Errors<'username' | 'password' | 'captcha'> = {};
  if (!digitsOnly(input.username)) errors.username = 'validation.phoneRequired';
  if (!input.password) errors.password = 'validation.passwordRequired';
  if (input.captchaShown) {
    if (!input.captcha.trim()) errors.captcha = 'validation.codeRequired';
    else if (!/^[a-z0-9]{4,8}$/i.test(input.captcha.trim())) errors.captcha = 'validation.codeInvalid';
  }
  return errors;
}

export type RegisterInput = {
  phone: string;
  password: string;
  repassword: string;
  smsCode: string;
  ageConfirmed: boolean;
  termsAccepted: boolean;
};

export type RegisterField = 'phone' | 'password' | 'repassword' | 'smsCode' | 'age' | 'terms';

export function validateRegister(input: RegisterInput): Errors<RegisterField> {
  const errors: Errors<RegisterField> = {};
  errors.phone = checkPhone(input.phone);
  errors.password = checkPassword(input.password);
  if (!input.repassword) errors.repassword = 'validation.passwordAgainRequired';
  else if (input.repassword !== input.password) errors.repassword = 'validation.passwordsDiffer';
  if (!input.smsCode.trim()) errors.smsCode = 'validation.codeRequired';
  else if (!SMS_CODE.test(input.smsCode.trim())) errors.smsCode = 'validation.codeInvalid';
  if (!input.ageConfirmed) errors.age = 'validation.ageRequired';
  if (!input.termsAccepted) errors.terms = 'validation.termsRequired';
  for (const key of Object.keys(errors) as RegisterField[]) if (!errors[key]) delete errors[key];
  return errors;
}
