import {
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';

/**
 * The embedded database's queries as named prepared statements, one call into PGlite each.
 *
 * PGlite's own `query()` makes six calls into its WASM Postgres per statement (Parse, Describe, Bind,
 * Describe, Execute, Sync, each framed and parsed on its own) and parses and plans the text every time.
 * Here a text is parsed once under a name (Parse + Describe statement, which also gives the parameter
 * types its values are serialised for, exactly as PGlite does), and every later run is one call with
 * Bind, Describe portal, Execute and Sync. Measured on this machine (bench/README.md, "PGlite
 * statements"): a transaction of four row locks 1.45 ms through `query()`, 0.58 ms through this.
 *
 * drizzle's PGlite driver uses only `query()` and `transaction()`; this object offers those two over one
 * PGlite instance and keeps PGlite's guarantees: statements and transactions run one at a time
 * (PGlite's own mutexes), a statement outside a transaction is followed by `syncToFs()`, and a database
 * error carries the query and its parameters. Texts that change the schema drop every name first (a
 * named plan whose result shape changed would fail); at most MAX_NAMES texts are named, the rest run
 * through PGlite's `query()`.
 */
const MAX_NAMES = 1024;
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate|comment|grant|revoke|do|deallocate)\b/i;

type Message = { name: string };
type ParameterDescription = Message & { dataTypeIDs: number[] };
type RowDescription = Message & { fields: { name: string; dataTypeID: number }[] };
type DataRow = Message & { fields: (string | null)[] };
type CommandComplete = Message & { text: string };
type Serializer = (value: unknown) => string;
type Parser = (value: string, type: number) => unknown;
type Parsers = Record<number, Parser>;
type Internals = {
  serializers: Record<number, Serializer>;
  parsers: Parsers;
  _checkReady(): Promise<void>;
};
type Prepared = { name: string; types: number[] };
type ErrorWithQuery = Error & { query?: string; params?: unknown[]; queryOptions?: QueryOptions };

function frame(parts: Uint8Array[]): Uint8Array {
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

function withQuery(error: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
  if (error instanceof Error && 'code' in error) {
    const e = error as ErrorWithQuery;
    e.query = query;
    e.params = params;
    e.queryOptions = options;
  }
  return error;
}

const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The results of a run, as PGlite's `parseResults` gives them (rows, fields, command, affectedRows,
 * rowCount), without its per-call copy of every type parser merged with the caller's (drizzle passes
 * its own parsers on every query; that copy was a tenth of the round's CPU).
 */
function resultsOf(messages: Message[], defaults: Parsers, options?: QueryOptions): Results[] {
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

export class PgliteStatements {
  readonly #pg: PGlite;
  readonly #inner: Internals;
  readonly #prepared = new Map<string, Prepared>();
  #counter = 0;

  constructor(pg: PGlite) {
    this.#pg = pg;
    this.#inner = pg as unknown as Internals;
  }

  get client(): PGlite {
    return this.#pg;
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob) return this.#pg.query<T>(text, params, options);
    await this.#inner._checkReady();
    return this.#pg._runExclusiveTransaction(async () => {
      const result = await this.#run<T>(text, params, options);
      await this.#pg.syncToFs();
      return result;
    });
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.#inner._checkReady();
    return this.#pg._runExclusiveTransaction(async () => {
      await this.#simple('BEGIN');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx = {
        query: <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.#run<R>(text, params ?? [], options);
        },
        exec: (text: string) => {
          open();
          return this.#simple(text);
        },
        rollback: async () => {
          open();
          closed = true;
          await this.#simple('ROLLBACK');
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const [commit] = await this.#simple('COMMIT');
          if ((commit as { command?: string } | undefined)?.command === 'ROLLBACK')
            throw Object.assign(new Error('Transaction was rolled back instead of committed'), {
              code: '25P02',
            });
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#simple('ROLLBACK');
        }
        throw error;
      } finally {
        await this.#pg.syncToFs();
      }
    });
  }

  close(): Promise<void> {
    return this.#pg.close();
  }

  /** A simple-protocol text (BEGIN, COMMIT, a schema change), inside the query mutex. */
  #simple(text: string): Promise<Results[]> {
    return this.#pg._runExclusiveQuery(async () => {
      const { messages } = await this.#pg.execProtocol(frame([protocol.serialize.query(text)]), {
        syncToFs: false,
      });
      return resultsOf(messages as Message[], this.#inner.parsers);
    });
  }

  #run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#pg._runExclusiveQuery(async () => {
      try {
        if (SCHEMA_CHANGE.test(text)) return await this.#unnamed<T>(text, params, options);
        const prepared = this.#prepared.get(text) ?? (await this.#prepare(text));
        if (!prepared) return await this.#unnamed<T>(text, params, options);
        return await this.#execute<T>(prepared, params, options);
      } catch (error) {
        throw withQuery(error, text, params, options);
      }
    });
  }

  async #prepare(text: string): Promise<Prepared | undefined> {
    if (this.#prepared.size >= MAX_NAMES) return undefined;
    const name = `jl_lite_${++this.#counter}`;
    const { messages } = await this.#pg.execProtocol(
      frame([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = (messages as Message[]).find((m) => m.name === 'parameterDescription');
    const prepared = { name, types: (description as ParameterDescription | undefined)?.dataTypeIDs ?? [] };
    this.#prepared.set(text, prepared);
    return prepared;
  }

  #values(types: number[], params: unknown[], options?: QueryOptions): (string | null)[] {
    const custom = options?.serializers as Record<number, Serializer> | undefined;
    return params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i] ?? 0;
      const serialize = custom?.[type] ?? this.#inner.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
  }

  async #execute<T>(prepared: Prepared, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const { messages } = await this.#pg.execProtocol(
      frame([
        protocol.serialize.bind({
          statement: prepared.name,
          values: this.#values(prepared.types, params, options),
        }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return resultsOf(messages as Message[], this.#inner.parsers, options)[0] as Results<T>;
  }

  /** A text that is not named: PGlite's path (its statement is parsed every time). */
  async #unnamed<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const { messages } = await this.#pg.execProtocol(
      frame([
        protocol.serialize.parse({ text }),
        protocol.serialize.describe({ type: 'S' }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = (messages as Message[]).find((m) => m.name === 'parameterDescription');
    const types = (description as ParameterDescription | undefined)?.dataTypeIDs ?? [];
    const result = await this.#pg.execProtocol(
      frame([
        protocol.serialize.bind({ values: this.#values(types, params, options) }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    if (SCHEMA_CHANGE.test(text)) await this.#forget();
    return resultsOf(result.messages as Message[], this.#inner.parsers, options)[0] as Results<T>;
  }

  /** Drops every named statement (after a schema change). */
  async #forget(): Promise<void> {
    if (this.#prepared.size === 0) return;
    this.#prepared.clear();
    await this.#pg.execProtocol(frame([protocol.serialize.query('DEALLOCATE ALL')]), { syncToFs: false });
  }
}
