import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import ptBR from './locales/pt-BR.ts';

/**
 * The back office's screens against their catalogs: every key the code names exists (in pt-BR, the
 * source; `packages/core/src/i18n/catalogs.test.ts` holds the other four locales to pt-BR's keys), and
 * no screen carries words of its own — text, labels, titles, placeholders and table headers come from
 * the catalogs, so every screen is in all five languages.
 */
const SRC = join(import.meta.dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
        ? [join(dir, entry.name)]
        : [],
  );
const sources = files(SRC).map((file) => ({ file: relative(SRC, file), text: readFileSync(file, 'utf8') }));

function node(path: string): unknown {
  return path
    .replace(':', '.')
    .split('.')
    .reduce<unknown>((n, part) => (n as Record<string, unknown> | undefined)?.[part], ptBR);
}

const KEY = /^(backoffice|staff|vip|games|wallet)[.:][\w.-]+$/;
/** Names that are the same in every language: the brand and the VIP levels' name. */
const NOT_WORDS = new Set(['Jogo Limpo', 'VIP']);
/** Attributes and table options whose strings people read. */
const READ = new Set([
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'label',
  'lead',
  'empty',
  'confirm',
  'header',
]);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !NOT_WORDS.has(text.trim()) && !KEY.test(text);

/** Walks a file's syntax tree: the catalog keys it names, and the words it shows of its own. */
function scan(file: string, text: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const keys: { key: string; prefix: boolean }[] = [];
  const words: string[] = [];
  const at = (n: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const visit = (n: ts.Node) => {
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && KEY.test(n.text))
      keys.push({ key: n.text, prefix: false });
    // `backoffice.player.status.${status}`: the part before the value must be a branch of the catalog.
    if (ts.isTemplateExpression(n) && KEY.test(n.head.text.replace(/\.$/, '')))
      keys.push({ key: n.head.text.replace(/\.$/, ''), prefix: true });
    if (ts.isJsxText(n) && hasWords(n.text)) words.push(`${at(n)} text "${n.text.trim()}"`);
    if (ts.isJsxAttribute(n) && n.initializer && ts.isStringLiteral(n.initializer)) {
      const name = n.name.getText(source);
      if (READ.has(name) && hasWords(n.initializer.text))
        words.push(`${at(n)} ${name}="${n.initializer.text}"`);
    }
    if (ts.isPropertyAssignment(n) && READ.has(n.name.getText(source))) {
      const value = n.initializer;
      if ((ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && hasWords(value.text))
        words.push(`${at(n)} ${n.name.getText(source)}: '${value.text}'`);
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return { keys, words };
}
const literalWords = (file: string, text: string) => scan(file, text).words;

describe('the back office catalogs', () => {
  it('have every key the screens name (a literal key is a string; a key built at run time, a branch)', () => {
    const missing = sources.flatMap(({ file, text }) =>
      scan(file, text)
        .keys.filter(({ key, prefix }) => typeof node(key) !== (prefix ? 'object' : 'string'))
        .map(({ key }) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('find a key that is not there (the check above bites)', () => {
    expect(node('backoffice.shell.signOut')).toBe('Sair');
    expect(node('backoffice.shell.noSuchKey')).toBeUndefined();
  });

  it('leave no words on a screen outside them', () => {
    const found = sources.filter((s) => s.file.endsWith('.tsx')).flatMap((s) => literalWords(s.file, s.text));
    expect(found).toEqual([]);
  });

  it('would catch a screen with words of its own', () => {
    const screen = `export const A = () => (
      <div title="Saques">
        Carregando…
        <input placeholder="Buscar" />
      </div>
    );
    const columns = [{ id: 'x', header: 'Valor' }];`;
    expect(literalWords('a.tsx', screen)).toHaveLength(4);
  });
});
