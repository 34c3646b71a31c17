import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, csvStream } from '../src/lib/csv-export.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { newPayer } from './pay-fixtures.ts';
import { bearer, signInNewStaff } from './staff-fixtures.ts';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

/** A small RFC 4180 reader for the tests: quoted fields, doubled quotes, CRLF records. */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = csv.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted && ch === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted) cell += ch;
    else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

describe('CSV cells and quoting', () => {
  it('quotes as RFC 4180: commas, quotes and line breaks; CRLF between records; a BOM first', async () => {
    const csv = await text(csvStream([{ a: 'x,y', b: 'say "hi"', c: 'two\nlines', d: 'plain' }]));
    expect(csv).toBe('\uFEFFa,b,c,d\r\n"x,y","say ""hi""","two\nlines",plain\r\n');
    expect(parseCsv(csv)).toEqual([
      ['a', 'b', 'c', 'd'],
      ['x,y', 'say "hi"', 'two\nlines', 'plain'],
    ]);
  });

  it('neutralises cells a spreadsheet would run as formulas, but never an amount', () => {
    for (const formula of ['=1+1', '+55 11', '-cmd', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(formula)).toBe(`'${formula}`);
    expect(csvCell('-12.50')).toBe('-12,50');
    expect(csvCell('1234.56')).toBe('1234,56');
    expect(csvCell('0.05')).toBe('0,05');
    expect(csvCell('1.5')).toBe('1.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(7)).toBe(7);
  });

  it('flattens nested objects into dotted columns and takes the union of every row’s columns', async () => {
    const csv = await text(
      csvStream([
        { id: '1', round: { platform: 'originals' } },
        { id: '2', extra: true },
      ]),
    );
    expect(parseCsv(csv)).toEqual([
      ['id', 'round.platform', 'extra'],
      ['1', 'originals', ''],
      ['2', '', 'true'],
    ]);
  });
});

describe('format=csv on the staff lists', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date());
    for (const role of ['finance', 'support'] as const) {
      tokens[role] = await signInNewStaff(t, `c-${role}`, role);
    }
    const payer = await newPayer(t, 'Maria Souza');
    await newPayer(t, 'Joana Lima');
    const ticket = await t.api('POST', '/service/tickets', {
      token: payer.token,
      body: { subject: '=HYPERLINK("x"), paguei', message: 'Paguei 39' },
    });
    expect(ticket.code, ticket.msg).toBe(1);
  });
  afterAll(async () => t?.close());

  const ask = (role: string, path: string, query: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v2${path}`,
      headers: { ...bearer(tokens[role]!), platform: 'H5' },
      query,
    });

  it('answers the JSON list’s rows, masked exactly as the JSON is for the role', async () => {
    for (const role of ['finance', 'support']) {
      const query = { q: 'Souza' };
      const json = (await ask(role, '/admin/players', query)).json().data.list as Record<string, unknown>[];
      expect(json.length).toBe(1);
      const csv = await ask(role, '/admin/players', { ...query, format: 'csv' });
      expect(csv.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(csv.headers['content-disposition']).toMatch(
        /^attachment; filename="players-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const [header, ...rows] = parseCsv(csv.body);
      expect(rows).toHaveLength(json.length);
      const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
      for (const [key, value] of Object.entries(json[0]!)) {
        const expected = value === null ? '' : String(value);
        expect(row[key], `${role} ${key}`).toBe(expected);
      }
    }
  });

  it('exports every row the filters select, not only the page asked for', async () => {
    const page = (await ask('finance', '/admin/players', { q: 'a', size: '1' })).json().data;
    expect(page.list).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    const csv = await ask('finance', '/admin/players', { q: 'a', size: '1', page: '2', format: 'csv' });
    const [, ...rows] = parseCsv(csv.body);
    expect(rows).toHaveLength(page.total);
    expect(csv.headers['x-export-rows']).toBe(String(page.total));
    expect(csv.headers['x-export-truncated']).toBeUndefined();
  });

  it('keeps a refusal a JSON envelope, and refuses an unknown format in the staff member’s language', async () => {
    const forbidden = await ask('support', '/admin/payments/uncredited', { format: 'csv' });
    expect(forbidden.headers['content-type']).toMatch(/application\/json/);
    expect(forbidden.json().data.error).toBe('STAFF_FORBIDDEN');
    const bad = await t.api('GET', '/admin/withdrawals', {
      headers: bearer(tokens.finance!),
      query: { format: 'xlsx' },
      lang: 'pt-BR',
    });
    expect(bad.data).toEqual({ error: 'INVALID_FIELD', field: 'format' });
    expect(bad.msg).toBe('Formato: json ou csv');
  });

  it('neutralises a formula a player typed', async () => {
    const csv = await ask('support', '/admin/tickets', { format: 'csv' });
    const [header, ...rows] = parseCsv(csv.body);
    const subject = header!.indexOf('subject');
    expect(rows[0]![subject]).toBe(`'=HYPERLINK("x"), paguei`);
  });

  it('exports every staff list', async () => {
    const lists = [
      ['finance', '/admin/withdrawals'],
      ['finance', '/admin/adjustments'],
      ['finance', '/admin/payments/uncredited'],
      ['finance', '/admin/team/referrals'],
      ['support', '/admin/tickets'],
    ] as const;
    for (const [role, path] of lists) {
      const response = await ask(role, path, { format: 'csv' });
      expect(response.headers['content-type'], path).toMatch(/^text\/csv/);
    }
  });
});
