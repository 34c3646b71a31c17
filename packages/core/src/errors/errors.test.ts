import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.ts';
import { resources } from '../i18n/resources.ts';
import { ERROR_CODES } from './index.ts';

describe('error codes', () => {
  it('are unique', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  for (const locale of LOCALES) {
    it(`each has a message in ${locale}`, () => {
      const missing = ERROR_CODES.filter((code) => typeof resources[locale].errors[code] !== 'string');
      expect(missing).toEqual([]);
    });
  }
});
