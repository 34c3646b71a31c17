import { describe, expect, it } from 'vitest';
import { allAmount, checkWithdrawAmount, feeOf, formatBps } from './amounts.ts';

const limits = { min: '20.00', max: '1000.00', withdrawable: '150.00', feeBps: 200 };

describe('withdrawal amounts', () => {
  it('computes the fee as the server does: basis points, rounded down to the centavo', () => {
    expect(feeOf(10_000n, 200)).toBe(200n);
    expect(feeOf(2_049n, 200)).toBe(40n);
    expect(feeOf(5_000n, 0)).toBe(0n);
  });

  it('accepts an amount between the minimum, the level maximum and the cash, with fee and net', () => {
    expect(checkWithdrawAmount('100', limits)).toEqual({ ok: true, cents: 10_000n, fee: 200n, net: 9_800n });
    expect(checkWithdrawAmount('20,5', limits)).toMatchObject({ ok: true, cents: 2_050n });
    // Brazilian writing (docs/PRODUCT.md "Typing amounts").
    const rich = { ...limits, withdrawable: '5000.00' };
    expect(checkWithdrawAmount('1.000', rich)).toMatchObject({ ok: true, cents: 100_000n });
    expect(checkWithdrawAmount('1.000,50', { ...rich, max: '5000.00' })).toMatchObject({ cents: 100_050n });
    expect(checkWithdrawAmount('20.5', limits)).toMatchObject({ ok: true, cents: 2_050n });
    expect(checkWithdrawAmount('vinte', limits)).toEqual({ ok: false, key: 'invalidAmount' });
  });

  it('names the first rule an amount breaks', () => {
    expect(checkWithdrawAmount('', limits)).toEqual({ ok: false, key: 'enterAmount' });
    expect(checkWithdrawAmount('1,234', limits)).toEqual({ ok: false, key: 'invalidAmount' });
    expect(checkWithdrawAmount('19.99', limits)).toEqual({ ok: false, key: 'below', limit: 2_000n });
    expect(checkWithdrawAmount('1000.01', { ...limits, withdrawable: '5000.00' })).toEqual({
      ok: false,
      key: 'above',
      limit: 100_000n,
    });
    expect(checkWithdrawAmount('150.01', limits)).toEqual({ ok: false, key: 'insufficient', limit: 15_000n });
  });

  it('offers all the cash up to the level maximum', () => {
    expect(allAmount('150.00', '1000.00')).toBe(15_000n);
    expect(allAmount('5000.00', '1000.00')).toBe(100_000n);
  });

  it('shows basis points as a percentage in the locale', () => {
    expect(formatBps(200)).toBe('2%');
    expect(formatBps(150)).toBe('1,5%');
    expect(formatBps(150)).toBe('1,5%');
  });
});
