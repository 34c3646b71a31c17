// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/SPECIFICATION.md §9: one rule for every date a player reads (relative within a day, then yyyy/MM/dd-HH:mm with
 * the zone stated), and it lives in @jl/core/dates.ts. A screen that formats a date itself shows the
 * device's zone and its own format: that is the defect this test keeps out.
 */
const src = fileURLToPath(new URL('..', import.meta.url));
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

// Computes the São Paulo calendar day for the fund log's date filter; it displays nothing.
const ALLOWED = new Set(['features/wallet/date-range.ts']);

describe('dates on screen', () => {
  it('are formatted only by @jl/core/dates.ts', () => {
    const offenders = files(src)
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.') && !ALLOWED.has(relative(src, f)))
      .filter((f) =>
        /Intl\.DateTimeFormat|toLocale(?:Date|Time)?String\(|formatDateTime\(|getHours\(|getDate\(/.test(
          readFileSync(f, 'utf8'),
        ),
      )
      .map((f) => relative(src, f));
    expect(offenders).toEqual([]);
  });
});
