import { LOCALES } from '@jl/core/i18n/locales.ts';
import { resources } from '@jl/core/i18n/resources.ts';
import { describe, expect, it } from 'vitest';
import { ACTIVITIES } from './activity-registry.ts';

/** Words that promise a credit with no tap, per language. */
const AUTOMATIC = /automat|autom[aá]tic|otomatis|自动/i;

describe('activity descriptions say how each activity pays', () => {
  const items = (locale: (typeof LOCALES)[number]) =>
    (resources[locale].activity as { items: Record<string, { description?: string }> }).items;

  for (const locale of LOCALES)
    it(`${locale}: an activity the player claims never reads "credited automatically"`, () => {
      const claimed = ACTIVITIES.filter((def) => def.pays === 'claim');
      expect(claimed.length).toBeGreaterThan(3);
      for (const def of claimed) {
        const description = items(locale)[def.code]?.description;
        expect(description, def.code).toBeTruthy();
        expect(description, def.code).not.toMatch(AUTOMATIC);
      }
    });
});
