import { isValidCnpj, maskCnpjInput } from '@jl/core/br/cnpj.ts';
import { isValidCpf, maskCpfInput } from '@jl/core/br/cpf.ts';
import { isValidPhoneBR } from '@jl/core/br/phone.ts';

/** The bind form's fields as typed. */
export type BindFields = {
  name: string;
  cpf: string;
  pixAccount: string;
  mobile: string;
  email: string;
  password: string;
  repassword: string;
  loginPassword: string;
};

export type BindField = keyof BindFields;

/** `vip:` catalog keys of the docs/SPECIFICATION.md §5 withdraw-bind messages (and the format ones), per field. */
export type BindErrors = Partial<Record<BindField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PASSWORD = /^\d{6}$/;

/** Only the digits of a typed value. */
export const digits = (value: string) => value.replace(/\D/g, '');

/**
 * The CPF/CNPJ field while typed: a CPF mask while it could still be a CPF (digits only, up to 11),
 * otherwise the CNPJ mask, which keeps letters (the alphanumeric CNPJ).
 */
export function maskDocument(typed: string): string {
  const raw = typed.replace(/[^0-9A-Za-z]/g, '');
  return /^\d{0,11}$/.test(raw) ? maskCpfInput(raw) : maskCnpjInput(raw);
}

/**
 * Checks the form in the order of its fields and answers a catalog key per bad field — the same
 * messages the server sends: enter user name; enter CPF/CNPJ; enter the correct CPF/CNPJ; enter PIX
 * account; enter withdrawal password; enter it again; passwords differ.
 */
export function checkBind(fields: BindFields, needsLoginPassword: boolean): BindErrors {
  const errors: BindErrors = {};
  if (!fields.name.trim()) errors.name = 'validation.enterUserName';
  else if (fields.name.trim().length > 100) errors.name = 'validation.nameTooLong';
  if (!fields.cpf.trim()) errors.cpf = 'validation.enterCpfCnpj';
  else if (!isValidCpf(fields.cpf) && !isValidCnpj(fields.cpf)) errors.cpf = 'validation.invalidCpfCnpj';
  if (!fields.pixAccount.trim()) errors.pixAccount = 'validation.enterPixAccount';
  else if (!isValidCpf(fields.pixAccount)) errors.pixAccount = 'validation.invalidPixAccount';
  if (fields.mobile.trim() && !isValidPhoneBR(fields.mobile)) errors.mobile = 'validation.invalidMobile';
  if (fields.email.trim() && !EMAIL.test(fields.email.trim())) errors.email = 'validation.invalidEmail';
  if (!fields.password) errors.password = 'validation.enterWithdrawPassword';
  else if (!PASSWORD.test(fields.password)) errors.password = 'validation.withdrawPasswordFormat';
  if (!fields.repassword) errors.repassword = 'validation.enterWithdrawPasswordAgain';
  else if (fields.password && fields.repassword !== fields.password)
    errors.repassword = 'validation.passwordsDiffer';
  if (needsLoginPassword && !fields.loginPassword) errors.loginPassword = 'validation.enterLoginPassword';
  return errors;
}

/** Server field names → form fields. */
export const SERVER_FIELDS: Record<string, BindField> = {
  name: 'name',
  cpf: 'cpf',
  pix_account: 'pixAccount',
  mobile: 'mobile',
  email: 'email',
  withdraw_password: 'password',
  password: 'password',
  repassword: 'repassword',
  login_password: 'loginPassword',
};
