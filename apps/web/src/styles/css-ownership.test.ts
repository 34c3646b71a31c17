// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every page carries its own styles: the classes a page's code uses are defined in the CSS that
 * page's own static imports bring in (or in the always-loaded shell), never in a stylesheet that only
 * another page imports. Otherwise the page is unstyled when it is opened directly or reloaded, and
 * styled only after a visit to that other page.
 */
const src = fileURLToPath(new URL('..', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// Static imports and re-exports only: `import('…')` is a lazily loaded page, not part of this one.
const STATIC_IMPORT = /^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gms;

function closure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  if (entry.endsWith('.css')) return seen;
  const code = readFileSync(entry, 'utf8');
  for (const match of code.matchAll(STATIC_IMPORT)) {
    const target = match[1] ?? match[2];
    if (target) closure(resolve(dirname(entry), target), seen);
  }
  return seen;
}

const CLASS = /\bjl-[a-z0-9]+(?:[-_]{1,2}[a-z0-9]+)*/g;
const used = (code: string) =>
  new Set(
    [...code.matchAll(/className=(?:"([^"]*)"|\{([^}]*(?:\{[^}]*\}[^}]*)*)\})/g)].flatMap((m) =>
      [...(m[1] ?? m[2] ?? '').matchAll(CLASS)].map((c) => c[0]),
    ),
  );
const defined = (css: string) =>
  new Set([...css.matchAll(/\.(jl-[a-z0-9_-]+)/g)].map((m) => m[1]!.replace(/[-_]+$/, '')));

const all = files(src).filter((f) => !f.includes('.test.'));
const definedBy = new Map<string, string[]>();
for (const css of all.filter((f) => f.endsWith('.css')))
  for (const name of defined(readFileSync(css, 'utf8')))
    definedBy.set(name, [...(definedBy.get(name) ?? []), relative(src, css)]);

// main.tsx imports the app itself dynamically, in steps (to split its evaluation): all of it is the shell.
const main = join(src, 'main.tsx');
const shell = closure(main);
for (const step of readFileSync(main, 'utf8').matchAll(/import\('(\.[^']+)'\)/g))
  closure(resolve(src, step[1]!), shell);
const shellCss = new Set([...shell].filter((f) => f.endsWith('.css')));
// Every module loaded on its own: the pages, and any other lazily imported component (the auth popups).
const lazyTargets = all
  .filter((f) => f.endsWith('.tsx') || f.endsWith('.ts'))
  .flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(/import\('(\.[^']+\.tsx)'\)/g)].map((m) =>
      resolve(dirname(f), m[1]!),
    ),
  );
const pages = [
  ...new Set([...all.filter((f) => /app[/\\]routes[/\\].*-page\.tsx$/.test(f)), ...lazyTargets]),
].filter((f) => all.includes(f)); // (a comment may name a page still to come)

describe('page styles', () => {
  it('finds the pages and the shell', () => {
    expect(pages.length).toBeGreaterThanOrEqual(30);
    expect(shellCss.size).toBeGreaterThan(2);
  });

  it.each(pages.map((p) => [relative(src, p), p]))('%s defines every class it uses', (_name, page) => {
    const own = closure(page);
    const css = new Set([...shellCss, ...[...own].filter((f) => f.endsWith('.css'))]);
    const available = new Set([...css].flatMap((f) => [...defined(readFileSync(f, 'utf8'))]));
    const missing: string[] = [];
    for (const file of [...own, ...shell].filter((f) => f.endsWith('.tsx'))) {
      for (const name of used(readFileSync(file, 'utf8'))) {
        const elsewhere = definedBy.get(name);
        // A class defined nowhere is a modifier hook or a state name; one defined only in another
        // page's stylesheet is the defect.
        if (elsewhere && !available.has(name))
          missing.push(`${name} (${relative(src, file)} → ${elsewhere.join(', ')})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
