import { describe, expect, it } from 'vitest';
import { type BindFields, checkBind, maskDocument } from './bind-validation.ts';

const valid: BindFields = {
  name: 'Maria da Silva',
  cpf: '529.982.247-25',
  pixAccount: '529.982.247-25',
  mobile: '',
  email: '',
  password: '246810',
  repassword: '246810',
  loginPassword: '',
};

describe('bind form checks (docs/SPECIFICATION.md §5 withdraw-bind messages)', () => {
  it('passes a complete form', () => {
    expect(checkBind(valid, false)).toEqual({});
  });

  it('names each missing or wrong field with its message', () => {
    expect(checkBind({ ...valid, name: ' ' }, false)).toEqual({ name: 'validation.enterUserName' });
    expect(checkBind({ ...valid, cpf: '' }, false)).toEqual({ cpf: 'validation.enterCpfCnpj' });
    expect(checkBind({ ...valid, cpf: '529.982.247-24' }, false)).toEqual({
      cpf: 'validation.invalidCpfCnpj',
    });
    expect(checkBind({ ...valid, pixAccount: '' }, false)).toEqual({
      pixAccount: 'validation.enterPixAccount',
    });
    expect(checkBind({ ...valid, password: '', repassword: '' }, false)).toEqual({
      password: 'validation.enterWithdrawPassword',
      repassword: 'validation.enterWithdrawPasswordAgain',
    });
    expect(checkBind({ ...valid, repassword: '' }, false)).toEqual({
      repassword: 'validation.enterWithdrawPasswordAgain',
    });
    expect(checkBind({ ...valid, repassword: '135791' }, false)).toEqual({
      repassword: 'validation.passwordsDiffer',
    });
    expect(checkBind(valid, true)).toEqual({ loginPassword: 'validation.enterLoginPassword' });
  });

  it('accepts a CNPJ, numeric or alphanumeric, in the CPF/CNPJ field (the server then asks for a CPF)', () => {
    expect(checkBind({ ...valid, cpf: '11.222.333/0001-81' }, false)).toEqual({});
    expect(checkBind({ ...valid, cpf: '12.ABC.345/01DE-35' }, false)).toEqual({});
  });

  it('masks a CPF while it can be one, and a CNPJ (letters kept, uppercased) otherwise', () => {
    expect(maskDocument('52998224725')).toBe('529.982.247-25');
    expect(maskDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskDocument('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });
});
