import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * The /metrics exposition follows Prometheus' naming conventions (docs/OPERATIONS.md
 * "Alarms"): a counter's name ends in `_total` and nothing else's does, every family has HELP and
 * TYPE, names are snake_case. When `promtool` is on PATH (CI installs it) its `check metrics` must
 * print nothing, too.
 */

type Family = { name: string; type?: string; help?: string; samples: string[] };

/** The text exposition format, as far as the rules need it: families, their TYPE/HELP, sample names. */
function parseExposition(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const family = (name: string) => {
    const known = families.get(name);
    if (known) return known;
    const created: Family = { name, samples: [] };
    families.set(name, created);
    return created;
  };
  let current: Family | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      current = family(meta[2]!);
      if (meta[1] === 'TYPE') current.type = meta[3];
      else current.help = meta[3];
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)( \d+)?$/.exec(line);
    if (!sample) throw new Error(`not an exposition line: ${line}`);
    const name = sample[1]!;
    const suffixed = /_(bucket|sum|count)$/.test(name) && current && name.startsWith(current.name);
    (suffixed || current?.name === name ? current! : family(name)).samples.push(name);
    // A value is a float; NaN is one too, in any case (Prometheus parses it with Go's ParseFloat, and
    // prom-client writes `Nan` for the event-loop lag before its first sample).
    expect(Number.isNaN(Number(sample[3])) && !/^nan$/i.test(sample[3]!), line).toBe(false);
  }
  return families;
}

let t: TestApp;
let text: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.api('GET', '/config/index');
  const response = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  text = response.body;
});
afterAll(async () => t.close());

describe('/metrics', () => {
  it('names counters _total and nothing else _total; every family has TYPE and HELP; snake_case', () => {
    const families = [...parseExposition(text).values()];
    expect(families.length).toBeGreaterThan(20);
    const wrong = families.flatMap((f) => {
      const problems: string[] = [];
      if (!f.type) problems.push('no TYPE');
      if (!f.help) problems.push('no HELP');
      if ((f.type === 'counter') !== f.name.endsWith('_total')) problems.push(`${f.type} named ${f.name}`);
      if (!/^[a-z][a-z0-9_]*$/.test(f.name)) problems.push('not snake_case');
      if (/_(count|sum|bucket)$/.test(f.name) && f.type !== 'counter') problems.push('reserved suffix');
      return problems.map((p) => `${f.name}: ${p}`);
    });
    expect(wrong).toEqual([]);
  });

  it('has the business figures (and Node’s per-type handles) as gauges named with their unit, no _total', () => {
    const families = parseExposition(text);
    for (const name of [
      'jl_deposits_credited',
      'jl_deposits_credited_brl',
      'jl_payouts_sent',
      'jl_payouts_failed',
      'jl_rounds',
      'jl_adjustments_applied',
      'jl_adjustments_pending',
      'nodejs_active_handles',
    ]) {
      expect(families.get(name)?.type, name).toBe('gauge');
    }
    for (const old of [
      'jl_deposits_credited_total',
      'jl_deposits_credited_cents_total',
      'nodejs_active_handles_total',
    ]) {
      expect(families.has(old), old).toBe(false);
    }
  });

  const promtool = spawnSync('promtool', ['--version']).status === 0;
  it.runIf(promtool)('passes `promtool check metrics` without a word', () => {
    const result = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  });
});
