import { type Query, SQL, StringChunk } from 'drizzle-orm';

/**
 * The text and parameters of a hand-written `sql` statement, without drizzle's general builder
 * (docs/ARCHITECTURE.md "The embedded database's driver"). drizzle's `sqlToQuery` tests every chunk
 * against a dozen kinds of entity (tables, columns, views, params, placeholders, enums…) and merges
 * an object per chunk; on the game round that was about 3 % of the API's CPU. The round's statements
 * are only text, nested `sql` and plain values, and for those this gives exactly what `sqlToQuery`
 * gives (`$1`, `$2`… in order). Anything else — a column, a table, an identifier, a `Param`, an array,
 * an object, inlined parameters — answers null, and the caller uses drizzle's builder.
 */
export function plainQuery(statement: SQL): Query | null {
  const params: unknown[] = [];
  const text = { value: '' };
  return walk(statement, text, params) ? { sql: text.value, params } : null;
}

function walk(statement: SQL, text: { value: string }, params: unknown[]): boolean {
  if ((statement as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
  for (const chunk of statement.queryChunks) {
    if (chunk instanceof StringChunk) text.value += chunk.value.join('');
    else if (chunk instanceof SQL) {
      if (!walk(chunk, text, params)) return false;
    } else if (isPlainValue(chunk)) {
      params.push(chunk);
      text.value += `$${params.length}`;
    } else if (chunk !== undefined) return false;
  }
  return true;
}

function isPlainValue(value: unknown): boolean {
  const type = typeof value;
  return value === null || type === 'string' || type === 'number' || type === 'bigint' || type === 'boolean';
}
