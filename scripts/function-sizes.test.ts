import { describe, expect, it } from 'vitest';
import { functionsOver } from './function-sizes.ts';

/**
 * Functions that fit on a screen (docs/ARCHITECTURE.md "Functions that fit on a screen"): in apps/ and
 * packages/, at most five functions over 80 lines and none over 150 (tests and data tables aside).
 */
describe('function sizes', () => {
  it('keeps at most five functions over 80 lines', () => {
    const over = functionsOver(80).map((f) => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`);
    expect(over.length, over.join('\n')).toBeLessThanOrEqual(5);
  });

  it('has no function over 150 lines', () => {
    expect(functionsOver(150).map((f) => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`)).toEqual([]);
  });
});
