import { describe, expect, it } from 'vitest';
import { captureLanding, parseLanding, readLanding } from './landing.ts';

describe('landing URL capture', () => {
  it('takes regKey, kwaiId, fbId and the ageCode parameter', () => {
    expect(parseLanding('?regKey=ABC123&kwaiId=k1&fbId=f1&ageCode=camp-7')).toEqual({
      regKey: 'ABC123',
      kwaiId: 'k1',
      fbId: 'f1',
      ageCode: 'camp-7',
    });
  });

  it('uses the code parameter when there is no ageCode', () => {
    expect(parseLanding('?code=xyz&regKey=R')).toEqual({ regKey: 'R', ageCode: 'xyz' });
  });

  it('keeps the whole query string as ageCode when no parameter names it', () => {
    expect(parseLanding('?utm_source=kwai&utm_campaign=br01')).toEqual({
      ageCode: 'utm_source=kwai&utm_campaign=br01',
    });
  });

  it('captures nothing from a URL without a query', () => {
    expect(parseLanding('')).toEqual({});
    expect(parseLanding('?')).toEqual({});
  });

  it('stores each value under its own key and keeps earlier values the URL does not carry', () => {
    localStorage.clear();
    captureLanding('?regKey=FIRST&fbId=F', localStorage);
    captureLanding('?kwaiId=K', localStorage);
    expect(localStorage.getItem('regKey')).toBe('FIRST');
    expect(localStorage.getItem('fbId')).toBe('F');
    expect(localStorage.getItem('kwaiId')).toBe('K');
    expect(localStorage.getItem('ageCode')).toBe('kwaiId=K');
    expect(readLanding(localStorage)).toEqual({
      regKey: 'FIRST',
      fbId: 'F',
      kwaiId: 'K',
      ageCode: 'kwaiId=K',
    });
  });

  it('bounds what it stores', () => {
    expect(parseLanding(`?regKey=${'x'.repeat(2000)}`).regKey).toHaveLength(500);
  });
});
