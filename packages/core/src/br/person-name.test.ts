import { describe, expect, it } from 'vitest';
import { isFullName } from './person-name.ts';

describe('isFullName', () => {
  it('accepts a name and surname, with accents, apostrophes, hyphens and extra spaces', () => {
    for (const name of [
      'João da Silva',
      'Maria Souza',
      'Ana-Clara D’Ávila',
      "Joana d'Arc Lima",
      '  Zé   Ninguém  ',
      'Lu Li',
      'Conceição Gonçalves Araújo',
    ]) {
      expect(isFullName(name), name).toBe(true);
    }
  });

  it('refuses one word, a one-letter word, digits and other signs', () => {
    for (const name of [
      '',
      'João',
      '  Maria  ',
      'João S',
      'J Silva',
      'João S.',
      'João da Silva 2',
      'Maria_Souza Lima',
      'Ana -Clara',
      "Maria ''Souza",
      'João 😀 Silva',
      'Maria Souza!',
    ]) {
      expect(isFullName(name), name).toBe(false);
    }
  });
});
