import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = join(import.meta.dirname, '..', 'apps/server/src/modules');
const LIMIT = 3_000;

/** Lines of a server module's own code (its tests aside), by module. */
function moduleSizes(): { name: string; lines: number }[] {
  return readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const files = readdirSync(join(MODULES, name)).filter(
        (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
      );
      const lines = files.reduce(
        (sum, f) => sum + readFileSync(join(MODULES, name, f), 'utf8').split('\n').length - 1,
        0,
      );
      return { name, lines };
    });
}

/**
 * No grab-bags (docs/ARCHITECTURE.md "Modules declare themselves"): no server module reaches 3,000 lines
 * of its own code; one that grows towards it is split along a seam, as games was into lobby, originals
 * and platforms.
 */
describe('module sizes', () => {
  it(`keeps every server module under ${LIMIT} lines`, () => {
    const sizes = moduleSizes();
    expect(sizes.length).toBeGreaterThan(20);
    expect(sizes.filter((m) => m.lines >= LIMIT).map((m) => `${m.name}: ${m.lines}`)).toEqual([]);
  });
});
