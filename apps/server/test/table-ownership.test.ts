import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../src/modules.ts';
import {
  type Finding,
  folderOf,
  foreignTables,
  formatFinding,
  moduleOfFile,
  readSource,
  resolveImport,
  sourcesOf,
  sqlTexts,
  valueImports,
} from './table-ownership.ts';

/** The read-only reports module computes its figures over every module's tables (it owns none). */
const READS_EVERY_TABLE = new Set(['reports']);

const owners = new Map<string, string>();
for (const module of MODULES) for (const table of module.tables) owners.set(getTableName(table), module.name);
const names = MODULES.map((m) => m.name);

function sqlFindings(): Finding[] {
  const found: Finding[] = [];
  for (const module of MODULES) {
    if (READS_EVERY_TABLE.has(module.name)) continue;
    for (const file of sourcesOf(folderOf(module.name))) {
      const texts = sqlTexts(readSource(file), file);
      for (const hit of foreignTables(texts, owners, module.name)) found.push({ file, ...hit });
    }
  }
  return found;
}

/**
 * Typed tables of other modules a module's files import, from the owner's index.ts or the schema
 * index alike (schemas' foreign keys aside).
 */
async function importFindings(): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const module of MODULES) {
    if (READS_EVERY_TABLE.has(module.name)) continue;
    const declared = new Set((module.joins ?? []).map((t) => getTableName(t)));
    for (const file of sourcesOf(folderOf(module.name))) {
      if (file.endsWith('-schema.ts')) continue;
      for (const { from, names: imported, line } of valueImports(readSource(file), file)) {
        const target = resolveImport(file, from);
        if (!target || moduleOfFile(target, names) === module.name) continue;
        const exports = (await import(target)) as Record<string, unknown>;
        for (const name of imported) {
          const value = exports[name];
          if (!is(value, PgTable)) continue;
          const table = getTableName(value);
          const owner = owners.get(table);
          if (owner && owner !== module.name && !declared.has(table))
            found.push({ file, line, table, owner });
        }
      }
    }
  }
  return found;
}

describe('the table-ownership scanner', () => {
  const owned = new Map([
    ['members', 'auth'],
    ['recharge_info', 'payments'],
    ['games', 'games'],
  ]);
  const bad = [
    "import { sql } from 'drizzle-orm';",
    'const FROM = sql`members m left join recharge_info ri on ri.member_id = m.id`;',
    "await db.execute('select count(*) from members');",
    "const JOINED = 'join games g on g.code = r.game_code';",
    'const raw = sql.raw(JOINED);',
    "const fine = sql`select count(*) as games, 'members' as word from game_counts -- members`;",
  ].join('\n');

  it('finds the tables of other modules named in sql templates, query strings and raw constants', () => {
    const hits = foreignTables(sqlTexts(bad), owned, 'rg').map((h) => `${h.line} ${h.table} (${h.owner})`);
    expect(hits).toEqual([
      '2 members (auth)',
      '2 recharge_info (payments)',
      '3 members (auth)',
      '4 games (games)',
    ]);
  });

  it('leaves out the module’s own tables, string values, aliases and comments', () => {
    expect(foreignTables(sqlTexts(bad), owned, 'auth').map((h) => h.table)).toEqual([
      'recharge_info',
      'games',
    ]);
  });

  it('lists value imports, not type imports', () => {
    const source = [
      "import { members, type MemberRow } from '../auth/index.ts';",
      "import type { Db } from '../../db/client.ts';",
    ].join('\n');
    expect(valueImports(source)).toEqual([{ from: '../auth/index.ts', names: ['members'], line: 1 }]);
  });
});

describe('tables have one owner', () => {
  it('each table is in one manifest', () => {
    const seen = MODULES.flatMap((m) => m.tables.map((t) => getTableName(t)));
    expect(seen.filter((t, i) => seen.indexOf(t) !== i)).toEqual([]);
  });

  it('no module names another module’s table in SQL text', () => {
    expect(sqlFindings().map(formatFinding)).toEqual([]);
  });

  it('a module imports another module’s typed table only when its manifest declares the join', async () => {
    expect((await importFindings()).map(formatFinding)).toEqual([]);
  });

  it('joins name other modules’ tables', () => {
    const own = MODULES.flatMap((m) =>
      (m.joins ?? [])
        .filter((t) => owners.get(getTableName(t)) === m.name)
        .map((t) => `${m.name}: ${getTableName(t)}`),
    );
    expect(own).toEqual([]);
  });
});
