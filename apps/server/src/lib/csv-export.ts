import { ENVELOPE } from '@jl/core';
import { saoPauloDay } from '@jl/core/dates.ts';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * CSV export of the staff lists and reports (docs/API.md "CSV export"): `format=csv` on a list answers
 * the rows its JSON answer would carry for the same query — the answer the handler built, role masking
 * included, turned into CSV after it was serialised, so the two can never differ. csv-stringify writes
 * RFC 4180 (fields quoted when they hold a comma, quote or line break; quotes doubled; CRLF), streamed,
 * after a UTF-8 byte-order mark so spreadsheets read the accents.
 */

type Cell = string | number | boolean | null | undefined;
type Row = Record<string, unknown>;

/** Our wire format for money: a decimal string with two places (docs/API.md "Conventions"). */
const AMOUNT = /^-?\d+\.\d{2}$/;
/** A cell a spreadsheet would run as a formula (OWASP "CSV injection"): neutralised with a quote. */
const FORMULA = /^[=+\-@\t\r]/;

/** A money string as a Brazilian decimal: "-1234.50" → "-1234,50" (no thousands separator, so it parses). */
export function brazilianDecimal(amount: string): string {
  return amount.replace('.', ',');
}

/** One cell as written: amounts in Brazilian decimals, text that starts a formula prefixed with `'`. */
export function csvCell(value: unknown): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value !== 'string') return neutralise(JSON.stringify(value));
  if (AMOUNT.test(value)) return brazilianDecimal(value);
  return neutralise(value);
}

export function neutralise(text: string): string {
  return FORMULA.test(text) ? `'${text}` : text;
}

/** Nested objects become dotted columns (`round.platform`); lists are written as JSON. */
function flatten(row: Row, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(row)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      flatten(value as Row, name, into);
    else into[name] = value;
  }
  return into;
}

/** The CSV of rows: a header row with every column any row has, in first-seen order, then the rows. */
export function csvStream(rows: readonly Row[]) {
  const flat = rows.map((r) => flatten(r));
  const columns = [...new Set(flat.flatMap((r) => Object.keys(r)))];
  const out = stringify({
    header: true,
    columns,
    record_delimiter: 'windows',
    bom: true,
    // A lone line feed inside a cell is quoted too, not only the record delimiter.
    quoted_match: /[\r\n]/,
    cast: { boolean: (value) => String(value) },
  });
  for (const row of flat) out.write(columns.map((c) => csvCell(row[c])));
  out.end();
  return out;
}

/** What a JSON answer's rows are: its `list` by default. */
export type RowsOf = (data: Row) => Row[];
const listRows: RowsOf = (data) => (Array.isArray(data.list) ? (data.list as Row[]) : []);

/** The most rows one export carries; a selection larger than that says so in `x-export-truncated`. */
export const CSV_MAX_ROWS = 10_000;

type ListQuery = { format?: string; page?: number; size?: number };

/**
 * The hooks a list route adds (`...csvExport('withdrawals')`). With `format=csv` the export is what the
 * filters select, not the page on screen: a paged list is read from its first row, up to
 * `CSV_MAX_ROWS` (`preHandler`, after the query was validated). A successful answer is then sent as
 * `<name>-<YYYY-MM-DD>.csv` (the São Paulo day) with `x-export-rows` (and `x-export-truncated: true` when the list's total
 * is larger); refusals stay JSON envelopes.
 */
export function csvExport(name: string, rowsOf: RowsOf = listRows) {
  return {
    preHandler: async (request: FastifyRequest) => {
      const query = request.query as ListQuery | undefined;
      if (query?.format !== 'csv' || !('size' in query)) return;
      query.page = 1;
      query.size = CSV_MAX_ROWS;
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const query = request.query as ListQuery | undefined;
      if (query?.format !== 'csv' || typeof payload !== 'string') return payload;
      const answer = JSON.parse(payload) as { code: number; data: Row };
      if (answer.code !== ENVELOPE.OK) return payload;
      const rows = rowsOf(answer.data);
      // The São Paulo day of the export (the server's clock), like every day the back office shows.
      const day = saoPauloDay(request.server.now());
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
        .header('x-export-rows', String(rows.length));
      if (typeof answer.data.total === 'number' && answer.data.total > rows.length)
        reply.header('x-export-truncated', 'true');
      return csvStream(rows);
    },
  };
}
