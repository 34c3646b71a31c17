import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const LOCALES = ['pt-BR', 'en', 'es', 'zh-Hans', 'id-ID'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every result key a job hands to `jobSummary` (literally, or through a `result:` field it passes on). */
function summaryKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of sources(join(ROOT, 'apps/server/src'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, key] of text.matchAll(/jobSummary\('(\w+)'/g)) keys.add(key!);
    if (text.includes('jobSummary(job.result'))
      for (const [, key] of text.matchAll(/result: '(\w+)'/g)) keys.add(key!);
  }
  keys.delete('text'); // an older plain-text summary, shown as written
  return keys;
}

describe('job results in the back office', () => {
  const keys = summaryKeys();

  it('finds the jobs’ result keys in the server’s sources', () => {
    expect(keys.size).toBeGreaterThan(10);
    expect(keys).toContain('payoutsChecked');
    expect(keys).toContain('barredAccountsClosed');
  });

  it.each(LOCALES)('every key is worded in %s (backoffice.jobs.results)', (locale) => {
    const catalog = JSON.parse(
      readFileSync(join(ROOT, `packages/core/src/i18n/locales/${locale}/backoffice.json`), 'utf8'),
    ) as { jobs: { results: Record<string, string> } };
    const missing = [...keys].filter((key) => !catalog.jobs.results[key]);
    expect(missing).toEqual([]);
  });
});
