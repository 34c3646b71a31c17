import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** `npm run lint` runs dependency-cruiser with this config; here it must reject the fixtures' violations. */
describe('import boundaries (npm run lint)', () => {
  it('rejects an import cycle, a module reached past its index.ts, features importing each other (player app and back office), and zod in the player app', () => {
    const run = spawnSync(
      process.execPath,
      [
        resolve(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        'apps',
        '--config',
        resolve(root, '.dependency-cruiser.cjs'),
        '--output-type',
        'err',
      ],
      { cwd: resolve(import.meta.dirname, 'boundary-fixtures'), encoding: 'utf8' },
    );
    const out = run.stdout + run.stderr;
    expect(run.status).not.toBe(0);
    expect(out).toMatch(/no-circular: apps\/server\/src\/modules\/(alpha|beta)\/index\.ts/);
    expect(out).toContain(
      'server-module-through-index: apps/server/src/modules/beta/index.ts → apps/server/src/modules/alpha/alpha-service.ts',
    );
    expect(out).toContain(
      'web-features-independent: apps/web/src/features/one/one.ts → apps/web/src/features/two/two.ts',
    );
    expect(out).toContain(
      'web-features-independent: apps/admin/src/features/one/one.ts → apps/admin/src/features/two/two.ts',
    );
    expect(out).toMatch(
      /web-without-zod: apps\/web\/src\/features\/two\/zod-user\.ts → \S*node_modules\/zod\//,
    );
  });
});
