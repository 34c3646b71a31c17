/**
 * Function sizes across apps/ and packages/ (docs/ARCHITECTURE.md "Functions that fit on a screen").
 * A function's size is its lines from the first line of its declaration to its closing brace, nested
 * functions included. Tests, generated files and data tables (files named `*-data.ts` or `*.data.ts`)
 * are not measured. `node --import tsx scripts/function-sizes.ts [limit]` lists every function over
 * the limit (80 by default), largest first.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface FunctionSize {
  file: string;
  name: string;
  line: number;
  lines: number;
}

const ROOT = resolve(import.meta.dirname, '..');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'drizzle', 'test', 'boundary-fixtures']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (!SKIP_DIRS.has(entry)) sourceFiles(path, out);
    } else if (
      /\.tsx?$/.test(entry) &&
      !/\.(test|e2e|d)\.tsx?$/.test(entry) &&
      !/[-.]data\.ts$/.test(entry)
    ) {
      out.push(path);
    }
  }
  return out;
}

function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name && ts.isIdentifier(named.name)) return named.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `${parent.expression.getText().slice(0, 40)}(…)`;
  return '(anonymous)';
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

export function measureFile(path: string): FunctionSize[] {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: FunctionSize[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node) && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file: relative(ROOT, path), name: nameOf(node), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every function in apps/ and packages/ over `limit` lines, largest first. */
export function functionsOver(limit: number): FunctionSize[] {
  const files = [...sourceFiles(join(ROOT, 'apps')), ...sourceFiles(join(ROOT, 'packages'))];
  return files
    .flatMap(measureFile)
    .filter((f) => f.lines > limit)
    .sort((a, b) => b.lines - a.lines);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const limit = Number(process.argv[2] ?? 80);
  const over = functionsOver(limit);
  for (const f of over) console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
  console.log(`${over.length} functions over ${limit} lines`);
}
