import { describe, expect, it } from 'vitest';
import { digitsOnly, isMobilePhone, maskCpf, maskPhone } from './masks.ts';

describe('masks', () => {
  it('shows a mobile as (11) 91234-5678 while keeping digits for the wire', () => {
    expect(maskPhone('11912345678')).toBe('(11) 91234-5678');
    expect(digitsOnly(maskPhone('+55 11 91234-5678'))).toBe('11912345678');
    expect(maskPhone('')).toBe('');
  });

  it('shows a CPF as 000.000.000-00', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
  });

  it('accepts only Brazilian mobiles with a real area code', () => {
    expect(isMobilePhone('(11) 91234-5678')).toBe(true);
    expect(isMobilePhone('(11) 3123-4567')).toBe(false);
  });
});
