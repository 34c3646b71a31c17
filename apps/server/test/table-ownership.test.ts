import { describe, expect, it } from 'vitest';
import { foreignTables, sqlTexts, valueImports } from './table-ownership.ts';

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
