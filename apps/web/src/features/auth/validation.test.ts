import { describe, expect, it } from 'vitest';
import { hasErrors, validateLogin, validateRegister } from './validation.ts';

const validRegistration = {
  phone: '11912345678',
  password: 'segredo1',
  repassword: 'segredo1',
  smsCode: '123456',
  ageConfirmed: true,
  termsAccepted: true,
};

describe('registration validation (docs/SPECIFICATION.md §5)', () => {
  it('accepts a complete registration', () => {
    expect(validateRegister(validRegistration)).toEqual({});
  });

  it('asks for every missing field with the spec messages', () => {
    const errors = validateRegister({
      phone: '',
      password: '',
      repassword: '',
      smsCode: '',
      ageConfirmed: false,
      termsAccepted: false,
    });
    expect(errors).toEqual({
      phone: 'validation.phoneRequired',
      password: 'validation.passwordRequired',
      repassword: 'validation.passwordAgainRequired',
      smsCode: 'validation.codeRequired',
      age: 'validation.ageRequired',
      terms: 'validation.termsRequired',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('refuses different passwords, short passwords, bad codes and non-mobile numbers', () => {
    expect(validateRegister({ ...validRegistration, repassword: 'other123' }).repassword).toBe(
      'validation.passwordsDiffer',
    );
    expect(validateRegister({ ...validRegistration, password: '12345', repassword: '12345' }).password).toBe(
      'validation.passwordLength',
    );
    expect(validateRegister({ ...validRegistration, smsCode: '12a456' }).smsCode).toBe(
      'validation.codeInvalid',
    );
    expect(validateRegister({ ...validRegistration, smsCode: '12345' }).smsCode).toBe(
      'validation.codeInvalid',
    );
    // A landline is refused with its own message (it cannot receive SMS).
    expect(validateRegister({ ...validRegistration, phone: '1132345678' }).phone).toBe(
      'validation.phoneLandline',
    );
    expect(validateRegister({ ...validRegistration, phone: '11823456789' }).phone).toBe(
      'validation.phoneInvalid',
    );
    expect(validateRegister({ ...validRegistration, phone: '20912345678' }).phone).toBe(
      'validation.phoneInvalid',
    );
  });
});

describe('login validation (docs/SPECIFICATION.md §5)', () => {
  it('needs the phone and password, and the code only when it is shown', () => {
    expect(validateLogin({ username: '', password: '', captcha: '', captchaShown: false })).toEqual({
      username: 'validation.phoneRequired',
      password: 'validation.passwordRequired',
    });
    expect(
      validateLogin({ username: '11912345678', password: 'x', captcha: '', captchaShown: true }),
    ).toEqual({
      captcha: 'validation.codeRequired',
    });
    expect(
      validateLogin({ username: '11912345678', password: 'x', captcha: 'a!', captchaShown: true }),
    ).toEqual({
      captcha: 'validation.codeInvalid',
    });
    expect(
      validateLogin({ username: '11912345678', password: 'x', captcha: 'AB12', captchaShown: true }),
    ).toEqual({});
  });
});
