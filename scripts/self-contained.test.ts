import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: no comment or document sends its reader to a document that a clone of
 * the repository does not contain — the design notes and house style the product was first built from,
 * the reference notes beside them, or an issue tracker by number. A comment cites docs/ (e.g.
 * `docs/LEDGER.md "Idempotency"`) or says the reason itself; docs/PRODUCT.md holds the product decisions.
 */

const root = resolve(import.meta.dirname, '..');

/** Where source is walked; docs/*.md and README.md are added as documents. */
const SOURCE_DIRS = ['apps', 'packages', 'scripts', 'e2e', 'deployed', 'bench'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'vendor', 'data', 'coverage', 'artifacts', 'results']);
const CODE_EXTENSIONS = new Set(['ts', 'tsx', 'mts', 'cts', 'mjs', 'cjs', 'js', 'jsx', 'css']);
const TEXT_EXTENSIONS = new Set(['md', 'html']);

/** Citations of documents outside the repository. */
const OUTSIDE_CITATIONS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'a design-document section', pattern: /\bDESIGN\s*§/ },
  { name: 'the design document', pattern: /\bDESIGN\.md\b/ },
  { name: 'the house style', pattern: /\bSTYLE\.md\b/ },
  { name: 'a sibling shared folder', pattern: /\.\.\/shared\b/ },
  { name: 'the shared reference notes', pattern: /\bshared\/reference\b/ },
  {
    name: 'a reference note',
    pattern: /\b(?:reference\/)?(?:brazil|anchors|wave\d)\.md\b/,
  },
  { name: 'an issue by number', pattern: /\bissue #\d+/i },
  { name: 'an item of an issue', pattern: /#\d+ items?\b/i },
  // The specification is restated in docs/SPECIFICATION.md: cite it there, by section.
  { name: 'the specification by section, not its document', pattern: /\b[Ss]pec(?:ification)? §/ },
];

type Citation = { line: number; text: string; cites: string };

/**
 * The comments of a JavaScript/TypeScript/CSS source, every other character blanked (newlines kept, so
 * offsets and line numbers stay those of the file). Strings and template literals are skipped, so a
 * test's sample or a message is not a comment; a quote opened on a line closes at its end at the
 * latest, so a quote inside a regular expression cannot swallow the rest of the file.
 */
function commentsOf(source: string): string {
  const out: string[] = [];
  let i = 0;
  const blank = (c: string) => (c === '\n' ? '\n' : ' ');
  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      out.push(source.slice(i, stop));
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out.push(source.slice(i, stop));
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      out.push(' ');
      i++;
      while (i < source.length) {
        const d = source[i] as string;
        if (d === '\\') {
          out.push(' ', blank(source[i + 1] ?? ''));
          i += 2;
          continue;
        }
        if (d === c || (d === '\n' && c !== '`')) break;
        out.push(blank(d));
        i++;
      }
      if (i < source.length) {
        out.push(blank(source[i] as string));
        i++;
      }
    } else if (c === '\\') {
      // Outside strings a backslash escapes within a regular expression: `\//` there is no comment.
      out.push(' ', blank(next ?? ''));
      i += 2;
    } else {
      out.push(blank(c));
      i++;
    }
  }
  return out.join('');
}

/** A test's title (`describe('…'`, `it('…'`, `test('…'`) is read like a comment: it names what is checked. */
const TEST_TITLE = /\b(?:describe|it|test)(?:\.\w+)?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g;

function withTestTitles(source: string, comments: string): string {
  const lines = comments.split('\n');
  source.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(TEST_TITLE)) lines[index] = `${lines[index]} ${match[2]}`;
  });
  return lines.join('\n');
}

/** Each outside citation in `text`, with its 1-based line. `code` reads only the comments and test titles. */
function outsideCitations(text: string, kind: 'code' | 'text'): Citation[] {
  const lines = (kind === 'code' ? withTestTitles(text, commentsOf(text)) : text).split('\n');
  const found: Citation[] = [];
  lines.forEach((line, index) => {
    for (const { name, pattern } of OUTSIDE_CITATIONS) {
      const match = pattern.exec(line);
      if (match) found.push({ line: index + 1, text: match[0], cites: name });
    }
  });
  return found;
}

function kindOf(path: string): 'code' | 'text' | null {
  const extension = path.slice(path.lastIndexOf('.') + 1);
  if (CODE_EXTENSIONS.has(extension)) return 'code';
  if (TEXT_EXTENSIONS.has(extension)) return 'text';
  return null;
}

function walk(dir: string, into: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, into);
    else if (entry.isFile() && kindOf(path) !== null) into.push(path);
  }
}

function checkedFiles(): string[] {
  const files: string[] = [];
  for (const dir of SOURCE_DIRS) walk(join(root, dir), files);
  for (const entry of readdirSync(join(root, 'docs'))) {
    if (entry.endsWith('.md')) files.push(join(root, 'docs', entry));
  }
  files.push(join(root, 'README.md'));
  return files;
}

describe('the matcher', () => {
  it('finds an outside citation in a comment, naming its line', () => {
    const bad = [
      'const a = 1;',
      `// The chart of accounts (${'DESIGN'} §5).`,
      '/**',
      ` * Refused before any schema runs (${'issue'} #17 item 9); see ${'../shared'}/reference/x.md.`,
      ' */',
      `const b = 2; /* ${'STYLE'}.md */`,
      `// The tab bar (${'spec'} §2), not docs/SPECIFICATION.md §2.`,
    ].join('\n');
    expect(outsideCitations(bad, 'code').map((c) => c.line)).toEqual([2, 4, 4, 4, 4, 6, 7]);
  });

  it('reads a test title like a comment', () => {
    const bad = `describe('throttling (${'issue'} #17)', () => {});\nit("keeps the mask", () => {});`;
    expect(outsideCitations(bad, 'code').map((c) => c.line)).toEqual([1]);
  });

  it('lets a comment that cites the repository through, and reads no string as a comment', () => {
    const good = [
      '// The chart of accounts (docs/LEDGER.md "Chart of accounts").',
      `const sample = '// ${'DESIGN'} §5';`,
      `const other = "/* ${'issue'} #17 */";`,
      `const template = \`\n// ${'DESIGN'}.md\n\`;`,
      'const quote = /[\'"]/; // docs/API.md "Conventions"',
      '// produck/svg-captcha issues #7 and #51 report the same.',
    ].join('\n');
    expect(outsideCitations(good, 'code')).toEqual([]);
  });

  it('reads a whole document, not only its comments', () => {
    const doc = `# Title\n\nSee \`${'../shared'}/${'DESIGN'}.md\` and docs/PRODUCT.md "Principles".\n`;
    expect(outsideCitations(doc, 'text')).toEqual([
      { line: 3, text: `${'DESIGN'}.md`, cites: 'the design document' },
      { line: 3, text: '../shared', cites: 'a sibling shared folder' },
    ]);
    expect(outsideCitations('See docs/PRODUCT.md "Principles".\n', 'text')).toEqual([]);
  });
});

describe('the repository', () => {
  it('cites only its own documents in comments and docs', () => {
    const files = checkedFiles();
    expect(files.length).toBeGreaterThan(100);
    const offences: string[] = [];
    for (const file of files) {
      const kind = kindOf(file) ?? 'text';
      for (const c of outsideCitations(readFileSync(file, 'utf8'), kind)) {
        offences.push(`${relative(root, file)}:${c.line}: "${c.text}" cites ${c.cites}`);
      }
    }
    expect(offences, `cite docs/ or state the reason instead:\n${offences.join('\n')}`).toEqual([]);
  });
});
