import type { QueryOptions, Results } from '@electric-sql/pglite';
import * as drizzleOrm from 'drizzle-orm';
import { DrizzleQueryError, entityKind, fillPlaceholders, type Query } from 'drizzle-orm';
import {
  PgDatabase,
  PgDialect,
  PgPreparedQuery,
  type PgQueryResultHKT,
  PgSession,
  type PgTransaction,
  type PgTransactionConfig,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import { PgliteTransaction } from 'drizzle-orm/pglite';

/**
 * drizzle over the embedded database's driver (db/pglite-statements.ts), in place of drizzle's own PGlite
 * session (docs/ARCHITECTURE.md "The embedded database's driver").
 *
 * drizzle's session builds, for every query, a prepared-query object holding two fresh tables of type
 * parsers (eighteen closures), and for every transaction a database object with a relational query
 * builder per table of the schema; on the game round that was about 3 % of the API's CPU. This session
 * does what drizzle's does — the same SQL, the same parameters, timestamps, intervals and dates left as
 * the text Postgres sends (drizzle's column types parse them), errors wrapped in DrizzleQueryError,
 * savepoints for nested transactions (drizzle's own `PgliteTransaction`) — with the parser tables made once. No cache and no logger: the
 * product configures neither.
 */

/** What the session needs of the driver: PgliteStatements and its transaction objects both offer it. */
export type LiteClient = {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
};
export type LiteRoot = LiteClient & {
  transaction<T>(callback: (tx: LiteClient) => Promise<T>): Promise<T>;
};

type MapResultRow = (
  fields: SelectedFieldsOrdered,
  row: unknown[],
  joins?: Record<string, boolean>,
) => unknown;
/** drizzle's own row mapper (exported at runtime, left out of its type declarations). */
const mapResultRow = (drizzleOrm as unknown as { mapResultRow: MapResultRow }).mapResultRow;

const asText = (value: string) => value;
/** The types drizzle reads from text itself (timestamp, timestamptz, interval, date and their arrays). */
const RAW_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const RAW_PARSERS = Object.fromEntries(RAW_TYPES.map((type) => [type, asText]));
const OBJECT_ROWS: QueryOptions = { rowMode: 'object', parsers: RAW_PARSERS };
const ARRAY_ROWS: QueryOptions = { rowMode: 'array', parsers: RAW_PARSERS };

type CustomMapper = (rows: unknown[][]) => unknown;

class LitePreparedQuery<T extends PreparedQueryConfig> extends PgPreparedQuery<T> {
  static override readonly [entityKind]: string = 'JlLitePreparedQuery';

  constructor(
    private readonly client: LiteClient,
    private readonly text: string,
    private readonly params: unknown[],
    private readonly fields: SelectedFieldsOrdered | undefined,
    private readonly arrayMode: boolean,
    private readonly customResultMapper: CustomMapper | undefined,
  ) {
    super({ sql: text, params }, undefined, undefined);
  }

  async execute(placeholderValues: Record<string, unknown> = {}): Promise<T['execute']> {
    const params = fillPlaceholders(this.params, placeholderValues);
    const { fields, customResultMapper } = this;
    if (!fields && !customResultMapper) return this.#run(params, OBJECT_ROWS);
    const { rows } = await this.#run(params, ARRAY_ROWS);
    const arrays = rows as unknown[][];
    if (customResultMapper) return customResultMapper(arrays);
    const joins = (this as { joinsNotNullableMap?: Record<string, boolean> }).joinsNotNullableMap;
    return arrays.map((row) => mapResultRow(fields as SelectedFieldsOrdered, row, joins));
  }

  async all(placeholderValues: Record<string, unknown> = {}): Promise<T['all']> {
    const { rows } = await this.#run(fillPlaceholders(this.params, placeholderValues), OBJECT_ROWS);
    return rows;
  }

  /** @internal drizzle asks this of every prepared query. */
  isResponseInArrayMode(): boolean {
    return this.arrayMode;
  }

  async #run(params: unknown[], options: QueryOptions): Promise<Results> {
    try {
      return await this.client.query(this.text, params, options);
    } catch (error) {
      throw new DrizzleQueryError(this.text, params, error as Error);
    }
  }
}

class LiteSession extends PgSession<PgQueryResultHKT> {
  static override readonly [entityKind]: string = 'JlLiteSession';

  constructor(
    private readonly client: LiteClient,
    private readonly root: LiteRoot | undefined,
    dialect: PgDialect,
  ) {
    super(dialect);
  }

  prepareQuery<T extends PreparedQueryConfig = PreparedQueryConfig>(
    query: Query,
    fields: SelectedFieldsOrdered | undefined,
    _name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: (rows: unknown[][]) => T['execute'],
  ): PgPreparedQuery<T> {
    return new LitePreparedQuery<T>(
      this.client,
      query.sql,
      query.params,
      fields,
      isResponseInArrayMode,
      customResultMapper,
    );
  }

  override async count(statement: drizzleOrm.SQL): Promise<number> {
    const result = await this.execute<{ rows: { count: unknown }[] }>(statement);
    return Number(result.rows[0]?.count);
  }

  async transaction<T>(
    transaction: (tx: PgTransaction<PgQueryResultHKT>) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    if (!this.root) throw new Error('a transaction is opened from the database, not from a transaction');
    return this.root.transaction(async (client) => {
      // drizzle's own PGlite transaction: its savepoints run through whatever session it is given.
      const session = new LiteSession(client, undefined, this.dialect);
      const tx = new PgliteTransaction(this.dialect, session, undefined) as PgTransaction<PgQueryResultHKT>;
      if (config) await tx.setTransaction(config);
      return transaction(tx);
    });
  }
}

/** A drizzle database over the embedded driver (no relational `db.query`: the product does not use it). */
export function liteDatabase(client: LiteRoot): PgDatabase<PgQueryResultHKT> {
  const dialect = new PgDialect();
  return new PgDatabase(dialect, new LiteSession(client, client, dialect), undefined);
}

/** Whether `db` (a database or a transaction) runs on the embedded driver: one transaction at a time. */
export function onEmbeddedDriver(db: unknown): boolean {
  return (db as { session?: unknown }).session instanceof LiteSession;
}
