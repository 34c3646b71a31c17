/**
 * The check behind "Tables have one owner" (docs/ARCHITECTURE.md): every table belongs to the module
 * whose manifest lists it, and only that module's files name it in SQL text. Another module reads it
 * through the owner's exported functions, or joins its typed drizzle table where a join pays, declared
 * in the reader's manifest (`joins`). table-ownership.test.ts runs these scanners over the sources.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** A piece of SQL text in a source file, with the line its first character is on. */
export type SqlText = { line: number; text: string };

/** A table named where it should not be: `file:line → table (owner)`. */
export type Finding = { file: string; line: number; table: string; owner: string };

const QUERY_METHODS = new Set(['execute', 'query', 'exec', 'unsafe']);

const lineOf = (file: ts.SourceFile, pos: number): number => file.getLineAndCharacterOfPosition(pos).line + 1;

/** The literal parts of a string or template (interpolations are code, not SQL text). */
function literalParts(file: ts.SourceFile, node: ts.Node): SqlText[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return [{ line: lineOf(file, node.getStart(file)), text: node.text }];
  if (ts.isTemplateExpression(node))
    return [node.head, ...node.templateSpans.map((s) => s.literal)].map((part) => ({
      line: lineOf(file, part.getStart(file)),
      text: part.text,
    }));
  return [];
}

const isSqlTag = (node: ts.Expression): boolean => ts.isIdentifier(node) && node.text === 'sql';

/** `sql.raw(…)`, `sql.identifier(…)`: text that goes into the statement as it is. */
const isRawSql = (callee: ts.Expression): boolean =>
  ts.isPropertyAccessExpression(callee) &&
  isSqlTag(callee.expression) &&
  (callee.name.text === 'raw' || callee.name.text === 'identifier');

/** `db.execute('…')`, `client.query('…')`: a statement written as a string. */
const isQueryCall = (callee: ts.Expression): boolean =>
  ts.isPropertyAccessExpression(callee) && QUERY_METHODS.has(callee.name.text);

/**
 * Every piece of SQL text in a TypeScript source: the literal parts of sql`…` templates, the strings
 * and templates given to `sql.raw` / `sql.identifier` or to a `query` / `execute` call, and the string
 * constants of the file those calls are given by name (`sql.raw(OPEN_BETS)`).
 */
export function sqlTexts(source: string, fileName = 'source.ts'): SqlText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const constants = new Map<string, ts.Node>();
  const named = new Set<string>();
  const found: SqlText[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      constants.set(node.name.text, node.initializer);
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag))
      found.push(...literalParts(file, node.template));
    if (ts.isCallExpression(node) && (isRawSql(node.expression) || isQueryCall(node.expression))) {
      const [first] = node.arguments;
      if (first && ts.isIdentifier(first)) named.add(first.text);
      else if (first) found.push(...literalParts(file, first));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  for (const name of named) {
    const value = constants.get(name);
    if (value) found.push(...literalParts(file, value));
  }
  return found;
}

/** SQL text without its string constants ('games' is a value) and comments. */
const codeOf = (text: string): string =>
  text.replace(/'(?:[^']|'')*'/g, (s) => ' '.repeat(s.length)).replace(/--[^\n]*/g, '');

/**
 * The tables of `owners` the SQL texts name, except `own` ones: a table's name as a word, not as a
 * column alias (`count(*) as withdrawals`) nor as a qualified column (`r.games`).
 */
export function foreignTables(
  texts: readonly SqlText[],
  owners: ReadonlyMap<string, string>,
  own: string,
): { line: number; table: string; owner: string }[] {
  const names = [...owners.keys()].sort((a, b) => b.length - a.length);
  if (names.length === 0) return [];
  const word = new RegExp(`(^|[^\\w.$])(${names.join('|')})(?![\\w$])`, 'gi');
  const out: { line: number; table: string; owner: string }[] = [];
  for (const { line, text } of texts) {
    const code = codeOf(text);
    for (const match of code.matchAll(word)) {
      const table = match[2]!.toLowerCase();
      const owner = owners.get(table)!;
      if (owner === own) continue;
      const before = code.slice(0, match.index + match[1]!.length);
      if (/\bas\s*$/i.test(before)) continue;
      out.push({ line: line + (before.match(/\n/g)?.length ?? 0), table, owner });
    }
  }
  return out;
}

/** A value import of one file: the module specifier and the names it takes (types left out). */
export type ValueImport = { from: string; names: string[]; line: number };

export function valueImports(source: string, fileName = 'source.ts'): ValueImport[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const out: ValueImport[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const bindings = clause.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const names = bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
    if (names.length)
      out.push({ from: statement.moduleSpecifier.text, names, line: lineOf(file, statement.getStart(file)) });
  }
  return out;
}

export const SRC = resolve(import.meta.dirname, '../src');

/** A module's folder: src/modules/<name>, or src/<name> for the platform parts (events, jobs…). */
export function folderOf(name: string): string {
  const inModules = join(SRC, 'modules', name);
  try {
    if (statSync(inModules).isDirectory()) return inModules;
  } catch {}
  return join(SRC, name);
}

/** The module a source file belongs to, by its folder; undefined outside the modules' folders. */
export function moduleOfFile(path: string, names: readonly string[]): string | undefined {
  const parts = relative(SRC, path).split('/');
  const name = parts[0] === 'modules' ? parts[1] : parts[0];
  return name && names.includes(name) && parts.length > (parts[0] === 'modules' ? 2 : 1) ? name : undefined;
}

/** A module's sources: its .ts files, tests left out. */
export function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourcesOf(path);
    return entry.endsWith('.ts') && !entry.endsWith('.test.ts') ? [path] : [];
  });
}

/** The file an import specifier names, from the importing file (relative specifiers only). */
export function resolveImport(fromFile: string, specifier: string): string | undefined {
  return specifier.startsWith('.') ? resolve(dirname(fromFile), specifier) : undefined;
}

export const readSource = (path: string): string => readFileSync(path, 'utf8');

export const formatFinding = (f: Finding): string =>
  `${relative(SRC, f.file)}:${f.line} → ${f.table} (${f.owner})`;
