import { describe, expect, it } from 'vitest';
import { isSealed, needsResealing, seal, unseal, useSealKeys } from './seal.ts';

const SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';

describe('sealed secrets', () => {
  it('seals to a value that names its key and hides the plain text, and unseals it for the same row', () => {
    useSealKeys('k'.repeat(40));
    const sealed = seal(SEED, 'game_seeds:7');
    expect(sealed).toMatch(/^sealed:v1:[0-9a-f]{8}:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(SEED);
    expect(isSealed(sealed)).toBe(true);
    expect(unseal(sealed, 'game_seeds:7')).toBe(SEED);
    // A fresh IV every time: two seals of one value differ.
    expect(seal(SEED, 'game_seeds:7')).not.toBe(sealed);
  });

  it('refuses a value moved to another row, altered, or truncated', () => {
    useSealKeys('k'.repeat(40));
    const sealed = seal(SEED, 'game_seeds:7');
    expect(() => unseal(sealed, 'game_seeds:8')).toThrow();
    const body = sealed.slice(sealed.lastIndexOf(':') + 1);
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => unseal(sealed.replace(body, flipped), 'game_seeds:7')).toThrow();
    expect(() => unseal(sealed.replace(body, body.slice(0, 10)), 'game_seeds:7')).toThrow(/truncated/);
  });

  it('unseals with any key of the process, seals with the last one, and names an unknown key', () => {
    useSealKeys('first-secret-'.repeat(3));
    const byFirst = seal(SEED, 'live_chains:crash');
    useSealKeys('second-secret-'.repeat(3));
    const bySecond = seal(SEED, 'live_chains:crash');
    expect(byFirst.split(':')[2]).not.toBe(bySecond.split(':')[2]);
    expect(unseal(byFirst, 'live_chains:crash')).toBe(SEED);
    expect(unseal(bySecond, 'live_chains:crash')).toBe(SEED);
    const unknown = `sealed:v1:00000000:${bySecond.slice(bySecond.lastIndexOf(':') + 1)}`;
    expect(() => unseal(unknown, 'live_chains:crash')).toThrow(/APP_SECRET changed/);
  });

  it('rotates: an earlier secret still unseals, and what it sealed (or plain) needs resealing', () => {
    useSealKeys('old-secret-'.repeat(4));
    const byOld = seal(SEED, 'game_seeds:3');
    expect(needsResealing(byOld)).toBe(false);
    useSealKeys('new-secret-'.repeat(4), ['old-secret-'.repeat(4)]);
    expect(needsResealing(byOld)).toBe(true);
    expect(needsResealing(SEED)).toBe(true);
    const resealed = seal(unseal(byOld, 'game_seeds:3'), 'game_seeds:3');
    expect(needsResealing(resealed)).toBe(false);
    expect(unseal(resealed, 'game_seeds:3')).toBe(SEED);
  });

  it('passes a value written before sealing through as it is', () => {
    expect(isSealed(SEED)).toBe(false);
    expect(unseal(SEED, 'game_seeds:7')).toBe(SEED);
  });

  it('derives the same key from the same secret (a restart unseals what the last run sealed)', () => {
    useSealKeys('restart-secret-'.repeat(3));
    const sealed = seal(SEED, 'game_seeds:9');
    useSealKeys('other-secret-'.repeat(3));
    useSealKeys('restart-secret-'.repeat(3));
    // The key id is fixed by the secret alone (HKDF-SHA256, salt "jogo-limpo", info "seal/v1"):
    // another process with the same APP_SECRET names and derives the same key.
    expect(sealed.split(':')[2]).toBe('3cb94a8f');
    expect(seal(SEED, 'game_seeds:9').split(':')[2]).toBe('3cb94a8f');
    expect(unseal(sealed, 'game_seeds:9')).toBe(SEED);
  });
});
