import {
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  TransactionAbortedError,
} from '@electric-sql/pglite';
import {
  errorIn,
  frame,
  type Message,
  type ParameterDescription,
  type Parsers,
  type Prepared,
  resultsOf,
  SCHEMA_CHANGE,
  type Serializer,
  withQuery,
} from './pglite-protocol.ts';
import { type StatementRunner, TransactionQueue } from './pglite-transaction.ts';
import { readMessages, WireWriter } from './pglite-wire.ts';

/**
 * The embedded database's queries as named prepared statements (docs/ARCHITECTURE.md "The embedded
 * database's driver").
 *
 * PGlite's own `query()` makes six calls into its WASM Postgres per statement (Parse, Describe, Bind,
 * Describe, Execute, Sync, each framed and parsed on its own) and parses and plans the text every time.
 * Here a text is parsed once under a name (Parse + Describe statement, which also gives the parameter
 * types its values are serialised for, exactly as PGlite does, and the row description of its answers),
 * and every later run is Bind, Execute and Sync. Inside a transaction, the statements issued together
 * go to PGlite in one call (db/pglite-transaction.ts).
 *
 * drizzle's PGlite driver uses only `query()` and `transaction()`; this object offers those two over one
 * PGlite instance and keeps PGlite's guarantees: statements and transactions run one at a time
 * (PGlite's own mutexes), a statement outside a transaction is followed by `syncToFs()`, and a database
 * error carries the query and its parameters. A text that changes the schema runs unnamed and then
 * drops every name (a named plan whose result shape changed would fail); at most MAX_NAMES texts are
 * named, the rest run unnamed.
 */
const MAX_NAMES = 1024;

type Internals = {
  serializers: Record<number, Serializer>;
  parsers: Parsers;
  _checkReady(): Promise<void>;
};

export class PgliteStatements implements StatementRunner {
  readonly #pg: PGlite;
  readonly #inner: Internals;
  readonly #prepared = new Map<string, Prepared>();
  #counter = 0;

  constructor(pg: PGlite) {
    this.#pg = pg;
    this.#inner = pg as unknown as Internals;
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob) return this.#pg.query<T>(text, params, options);
    await this.#inner._checkReady();
    return this.#pg._runExclusiveTransaction(async () => {
      const result = await this.exclusive(() => this.runOne(text, params, options));
      await this.#pg.syncToFs();
      return result as Results<T>;
    });
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.#inner._checkReady();
    return this.#pg._runExclusiveTransaction(async () => {
      const queue = new TransactionQueue(this);
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx = {
        query: (text: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return queue.query(text, params ?? [], options);
        },
        exec: (text: string) => {
          open();
          return queue.simple(text);
        },
        rollback: async () => {
          open();
          closed = true;
          await queue.end('ROLLBACK');
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const commit = await queue.end('COMMIT');
          if ((commit as { command?: string } | undefined)?.command === 'ROLLBACK')
            throw new TransactionAbortedError();
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await queue.end('ROLLBACK');
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

  // What db/pglite-transaction.ts builds on (callers hold the query mutex through `exclusive`).

  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    return this.#pg._runExclusiveQuery(fn);
  }

  /**
   * Sends what `writer` holds in one call and reads the answers with db/pglite-wire.ts (PGlite's raw
   * entry point: its own parser is skipped); errors come back among the messages.
   */
  async send(writer: WireWriter): Promise<Message[]> {
    const chunks: Uint8Array[] = [];
    await this.#pg.execProtocolRawStream(writer.bytes(), {
      syncToFs: false,
      // A chunk is a view of PGlite's memory, valid only during the call: copied.
      onRawData: (chunk) => void chunks.push(chunk.slice()),
    });
    return readMessages(chunks.length === 1 ? (chunks[0] as Uint8Array) : frame(chunks));
  }

  /** The named statement of `text`, if it has one. */
  named(text: string): Prepared | undefined {
    return this.#prepared.get(text);
  }

  /** Names `text` (Parse + Describe statement); undefined when it must run unnamed. */
  async prepare(text: string): Promise<Prepared | undefined> {
    if (SCHEMA_CHANGE.test(text) || this.#prepared.size >= MAX_NAMES) return undefined;
    const name = `jl_lite_${++this.#counter}`;
    const { messages } = await this.#pg.execProtocol(
      frame([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const found = messages as Message[];
    const description = found.find((m) => m.name === 'parameterDescription') as
      | ParameterDescription
      | undefined;
    const row = found.find((m) => m.name === 'rowDescription');
    const prepared = { name, types: description?.dataTypeIDs ?? [], row };
    this.#prepared.set(text, prepared);
    return prepared;
  }

  /** Bind, Execute, Sync of a named statement, written into `writer`. */
  bindInto(writer: WireWriter, prepared: Prepared, params: unknown[], options?: QueryOptions): void {
    writer.run(prepared.name, this.#values(prepared.types, params, options));
  }

  /** A named statement's result: its row description is the one Describe gave (text format). */
  resultOf(prepared: Prepared, messages: Message[], options?: QueryOptions): Results {
    const all = prepared.row ? [prepared.row, ...messages] : messages;
    return resultsOf(all, this.#inner.parsers, options)[0] as Results;
  }

  simpleResults(messages: Message[]): Results[] {
    return resultsOf(messages, this.#inner.parsers);
  }

  /** One statement on its own, named when it can be (the caller holds the query mutex). */
  async runOne(text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
    try {
      const prepared = this.named(text) ?? (await this.prepare(text));
      if (!prepared) return await this.#unnamed(text, params, options);
      const writer = new WireWriter();
      this.bindInto(writer, prepared, params, options);
      const messages = await this.send(writer);
      const error = errorIn(messages);
      if (error) throw error;
      return this.resultOf(prepared, messages, options);
    } catch (error) {
      throw withQuery(error, text, params, options);
    }
  }

  /** Drops every named statement (after a schema change). */
  async forget(): Promise<void> {
    if (this.#prepared.size === 0) return;
    this.#prepared.clear();
    await this.#pg.execProtocol(frame([protocol.serialize.query('DEALLOCATE ALL')]), { syncToFs: false });
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

  /** A text that is not named: parsed every time, as PGlite's own `query()` does. */
  async #unnamed(text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
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
    if (SCHEMA_CHANGE.test(text)) await this.forget();
    return resultsOf(result.messages as Message[], this.#inner.parsers, options)[0] as Results;
  }
}
