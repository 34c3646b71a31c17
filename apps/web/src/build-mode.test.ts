// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'jl-web-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the player app build', () => {
  it('is the production build even when the caller has NODE_ENV=development', { timeout: 120_000 }, () => {
    const result = spawnSync(
      'npx',
      ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: webRoot,
        env: { ...process.env, NODE_ENV: 'development' },
        encoding: 'utf8',
      },
    );
    expect(result.status, result.stderr).toBe(0);
    const assets = join(outDir, 'assets');
    const code = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
    // React's development build carries this banner and its dev-only warnings; production has neither.
    expect(code).not.toContain('Download the React DevTools');
    expect(code).not.toContain('react-stack-top-frame');
  });
});
