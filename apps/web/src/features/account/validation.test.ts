import { describe, expect, it } from 'vitest';
import {
  validateLoginPasswordChange,
  validatePasswordReset,
  validateWithdrawPassword,
} from './validation.ts';

describe('changing the login password', () => {
  it('asks for the old, the new and the repeated password (docs/SPECIFICATION.md §5 messages)', () => {
    expect(validateLoginPasswordChange({ old: '', password: '', repassword: '' })).toEqual({
      old: 'auth:validation.enterOldPassword',
      password: 'auth:validation.enterNewPassword',
      repassword: 'auth:validation.enterPasswordAgain',
    });
  });

  it('refuses a new password shorter than 6 or longer than 32 characters', () => {
    expect(validateLoginPasswordChange({ old: 'old123', password: '12345', repassword: '12345' })).toEqual({
      password: 'auth:validation.passwordLength',
    });
    const long = 'x'.repeat(33);
    expect(validateLoginPasswordChange({ old: 'old123', password: long, repassword: long }).password).toBe(
      'auth:validation.passwordLength',
    );
  });

  it('says when the two passwords differ and when the new one equals the old', () => {
    expect(
      validateLoginPasswordChange({ old: 'old123', password: 'new1234', repassword: 'new1235' }),
    ).toEqual({ repassword: 'auth:validation.passwordsDiffer' });
    expect(
      validateLoginPasswordChange({ old: 'same123', password: 'same123', repassword: 'same123' }),
    ).toEqual({ password: 'auth:errors.PASSWORD_UNCHANGED' });
  });

  it('accepts a valid change', () => {
    expect(
      validateLoginPasswordChange({ old: 'old123', password: 'new1234', repassword: 'new1234' }),
    ).toEqual({});
  });
});

describe('resetting a forgotten password by SMS', () => {
  it('asks for phone, code and both passwords', () => {
    expect(validatePasswordReset({ phone: '', code: '', password: '', repassword: '' })).toEqual({
      phone: 'auth:validation.enterPhone',
      code: 'auth:validation.enterCode',
      password: 'auth:validation.enterNewPassword',
      repassword: 'auth:validation.enterPasswordAgain',
    });
  });

  it('refuses a number that is not a Brazilian mobile and a code that is not six digits', () => {
    const errors = validatePasswordReset({
      phone: '1133334444',
      code: '12a4',
      password: 'segredo1',
      repassword: 'segredo1',
    });
    expect(errors).toEqual({ phone: 'auth:validation.invalidPhone', code: 'auth:validation.codeInvalid' });
  });

  it('accepts a mobile with DDD and a six-digit code', () => {
    expect(
      validatePasswordReset({
        phone: '11912345678',
        code: '123456',
        password: 'segredo1',
        repassword: 'segredo1',
      }),
    ).toEqual({});
  });
});

describe('the withdrawal password', () => {
  it('the first time needs six digits twice and the login password', () => {
    expect(
      validateWithdrawPassword({ mode: 'set', password: '', repassword: '', loginPassword: '' }),
    ).toEqual({
      password: 'auth:validation.enterWithdrawPassword',
      repassword: 'auth:validation.enterPasswordAgain',
      loginPassword: 'auth:validation.enterLoginPassword',
    });
    expect(
      validateWithdrawPassword({ mode: 'set', password: '12345a', repassword: '12345a', loginPassword: 'x' }),
    ).toEqual({ password: 'auth:validation.withdrawPasswordFormat' });
    expect(
      validateWithdrawPassword({ mode: 'set', password: '123456', repassword: '654321', loginPassword: 'x' }),
    ).toEqual({ repassword: 'auth:validation.passwordsDiffer' });
  });

  it('a change needs the current one, and a new one that differs', () => {
    expect(
      validateWithdrawPassword({ mode: 'change', old: '', password: '123456', repassword: '123456' }),
    ).toEqual({ old: 'auth:validation.enterOldPassword' });
    expect(
      validateWithdrawPassword({ mode: 'change', old: '123456', password: '123456', repassword: '123456' }),
    ).toEqual({ password: 'auth:errors.PASSWORD_UNCHANGED' });
    expect(
      validateWithdrawPassword({ mode: 'change', old: '123456', password: '246810', repassword: '246810' }),
    ).toEqual({});
  });
});
