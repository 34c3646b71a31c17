import { type QueryOptions, type Results, types } from '@electric-sql/pglite';

/** The pieces of PGlite's wire protocol that db/pglite-statements.ts frames and reads. */
export type Message = { name: string };
export type ParameterDescription = Message & { dataTypeIDs: number[] };
type RowDescription = Message & { fields: { name: string; dataTypeID: number }[] };
type DataRow = Message & { fields: (string | null)[] };
type CommandComplete = Message & { text: string };
export type Serializer = (value: unknown) => string;
type Parser = (value: string, type: number) => unknown;
export type Parsers = Record<number, Parser>;
/** A named statement: its parameter types and the row description its Describe gave (if it has rows). */
export type Prepared = { name: string; types: number[]; row: Message | undefined };

/** Texts that change the schema: they run unnamed, then every name is dropped. */
export const SCHEMA_CHANGE =
  /^\s*(?:--[^\n]*\n\s*)*(create|alter|drop|truncate|comment|grant|revoke|do|deallocate)\b/i;

type ErrorWithQuery = Error & { query?: string; params?: unknown[]; queryOptions?: QueryOptions };

/** Several protocol messages as one buffer (one call into PGlite). */
export function frame(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** A database error carries its query and parameters, as PGlite's own `query()` makes it. */
export function withQuery(error: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
  if (error instanceof Error && 'code' in error) {
    const e = error as ErrorWithQuery;
    e.query = query;
    e.params = params;
    e.queryOptions = options;
  }
  return error;
}

/**
 * The answers to a buffer of several statements, one group per statement: each statement ends with
 * Sync (or is a simple query), so each group ends with ReadyForQuery.
 */
export function groupsOf(messages: Message[]): Message[][] {
  const groups: Message[][] = [];
  let current: Message[] = [];
  for (const message of messages) {
    current.push(message);
    if (message.name === 'readyForQuery') {
      groups.push(current);
      current = [];
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** The database error in a statement's answer, if it failed. */
export function errorIn(group: Message[] | undefined): Error | undefined {
  if (!group) return new Error('PGlite answered fewer statements than it was sent');
  return group.find((m) => m.name === 'error') as Error | undefined;
}

const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The results of a run, as PGlite's `parseResults` gives them (rows, fields, command, affectedRows,
 * rowCount), without its per-call copy of every type parser merged with the caller's (drizzle passes
 * its own parsers on every query; that copy was a tenth of the round's CPU).
 */
export function resultsOf(messages: Message[], defaults: Parsers, options?: QueryOptions): Results[] {
  const custom = options?.parsers as Parsers | undefined;
  const arrays = options?.rowMode === 'array';
  const out: Results[] = [];
  let fields: { name: string; dataTypeID: number }[] = [];
  let rows: Record<string, unknown>[] = [];
  let affectedRows = 0;
  const value = (text: string | null, type: number): unknown => {
    if (text === null) return null;
    const parser = custom?.[type] ?? defaults[type] ?? (types.parsers as Parsers)[type];
    return parser ? parser(text, type) : text;
  };
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = (message as RowDescription).fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    } else if (message.name === 'dataRow') {
      const texts = (message as DataRow).fields;
      if (arrays)
        rows.push(
          texts.map((text, i) => value(text, fields[i]?.dataTypeID ?? 0)) as unknown as Record<
            string,
            unknown
          >,
        );
      else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < texts.length; i++) {
          const field = fields[i];
          if (field) row[field.name] = value(texts[i] ?? null, field.dataTypeID);
        }
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      const words = (message as CommandComplete).text.split(' ');
      const command = words[0] ?? '';
      const count = Number.parseInt(words[words.length - 1] ?? '', 10);
      if (COUNTED.has(command)) affectedRows += count;
      const result: Results & { command?: string; rowCount?: number } = { rows, fields, affectedRows };
      result.command = command;
      if (!Number.isNaN(count)) result.rowCount = count;
      out.push(result);
      fields = [];
      rows = [];
    }
  }
  if (out.length === 0) out.push({ affectedRows: 0, rows: [], fields: [] });
  return out;
}
