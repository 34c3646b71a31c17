import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from './harness.ts';
import { currentModulesDoc, MODULES_DOC } from './modules-doc.ts';

// The document describes the embedded database's product (one job differs on PostgreSQL).
describe.skipIf(TEST_DB_KIND !== 'pglite')('docs/MODULES.md', () => {
  it('is what the modules declare (npm run docs:modules rewrites it)', async () => {
    const written = readFileSync(MODULES_DOC, 'utf8');
    expect(written, 'docs/MODULES.md is stale: run npm run docs:modules').toBe(await currentModulesDoc());
  });
});
