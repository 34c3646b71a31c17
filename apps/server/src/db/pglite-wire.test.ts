import { PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { frame } from './pglite-protocol.ts';
import { readMessages, WireWriter } from './pglite-wire.ts';

const pg = new PGlite();
afterAll(() => pg.close());

/** What PGlite's own parser reads from `bytes`, without the messages the reader drops. */
function theirs(bytes: Uint8Array) {
  const out: unknown[] = [];
  new protocol.Parser().parse(bytes, (m) => {
    if (!['notice', 'parameterStatus', 'notification', 'backendKeyData'].includes(m.name)) out.push(m);
  });
  return out;
}

const plain = (m: unknown) => JSON.parse(JSON.stringify(m, (_k, v) => v));

describe('WireWriter', () => {
  it('writes Execute, Sync and Query byte for byte as PGlite’s serializer does', () => {
    expect(new WireWriter().sync().bytes()).toEqual(protocol.serialize.sync());
    expect(new WireWriter().query('select ’ação’').bytes()).toEqual(
      protocol.serialize.query('select ’ação’'),
    );
    const run = new WireWriter().run('s1', []).bytes();
    expect(run.subarray(run.length - 15)).toEqual(
      frame([protocol.serialize.execute({}), protocol.serialize.sync()]),
    );
  });

  it('binds text, UTF-8, empty strings, NULL and long values that PGlite runs, growing its buffer', async () => {
    await pg.exec('create table w (a text, b text, c int)');
    await pg.execProtocol(
      frame([
        protocol.serialize.parse({
          name: 'w_ins',
          text: 'insert into w values ($1, $2, $3::int) returning *',
        }),
        protocol.serialize.sync(),
      ]),
    );
    const long = 'x'.repeat(10_000);
    const writer = new WireWriter().run('w_ins', ['ação 你好', null, '7']).run('w_ins', ['', long, null]);
    const answer = readMessages(await pg.execProtocolRaw(writer.bytes(), { syncToFs: false }));
    const rows = answer
      .filter((m) => m.name === 'dataRow')
      .map((m) => (m as unknown as { fields: unknown[] }).fields);
    expect(rows).toEqual([
      ['ação 你好', null, '7'],
      ['', long, null],
    ]);
  });
});

describe('readMessages', () => {
  it('reads what PGlite’s own parser reads: rows, NULLs, descriptions, commands, errors with every field', async () => {
    await pg.exec(`create table r (id int primary key, label text not null, at timestamptz);
                   insert into r values (1, 'um', '2026-11-24 12:00:00+00'), (2, 'dois ✓', null);`);
    const batch = frame([
      protocol.serialize.query(
        'select * from r order by id; select 1 where false; update r set label = label',
      ),
      protocol.serialize.parse({ name: 'r_sel', text: 'select label, $1::int8 as n from r where id = $2' }),
      protocol.serialize.describe({ type: 'S', name: 'r_sel' }),
      protocol.serialize.sync(),
      protocol.serialize.query("insert into r values (1, 'again', null)"),
      protocol.serialize.query('select 1/0'),
      protocol.serialize.query(''),
      protocol.serialize.query('do $$ begin raise notice $n$hello$n$; end $$'),
    ]);
    const bytes = await pg.execProtocolRaw(batch, { syncToFs: false });
    const mine = readMessages(bytes);
    expect(plain(mine)).toEqual(plain(theirs(bytes)));
    const errors = mine.filter((m) => m.name === 'error') as unknown as Record<string, unknown>[];
    expect(errors.map((e) => [e.code, e.constraint, e.table])).toEqual([
      ['23505', 'r_pkey', 'r'],
      ['22012', undefined, undefined],
    ]);
    expect(errors[0]).toBeInstanceOf(Error);
    expect(errors[0]?.message).toContain('duplicate key');
  });

  it('refuses a truncated answer', () => {
    // ReadyForQuery claims a one-byte body that is not there.
    expect(() => readMessages(new Uint8Array([90, 0, 0, 0, 5]))).toThrow('truncated');
  });
});
