import type { QueryOptions, Results } from '@electric-sql/pglite';
import {
  errorIn,
  groupsOf,
  type Message,
  type Prepared,
  SCHEMA_CHANGE,
  withQuery,
} from './pglite-protocol.ts';
import { WireWriter } from './pglite-wire.ts';

/** What the queue needs of db/pglite-statements.ts. */
export type StatementRunner = {
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  send(writer: WireWriter): Promise<Message[]>;
  named(text: string): Prepared | undefined;
  bindInto(writer: WireWriter, prepared: Prepared, params: unknown[], options?: QueryOptions): void;
  resultOf(prepared: Prepared, messages: Message[], options?: QueryOptions): Results;
  simpleResults(messages: Message[]): Results[];
  runOne(text: string, params: unknown[], options?: QueryOptions): Promise<Results>;
  forget(): Promise<void>;
};

type Settle<T> = { resolve(value: T): void; reject(error: unknown): void };
type Statement = Settle<Results> & {
  kind: 'statement';
  text: string;
  params: unknown[];
  options?: QueryOptions;
};
type Simple = Settle<Results[]> & { kind: 'simple'; text: string };
type Item = Statement | Simple;
type Ready = { item: Statement; prepared: Prepared } | { item: Simple; prepared?: undefined };

/**
 * One transaction's statements on the embedded database, sent the way node-postgres pipelines them on
 * PostgreSQL: the statements issued before the pending promise continuations have all run (a `Promise.all`, writes issued
 * without awaiting, the COMMIT after them) go to PGlite as one buffer, each followed by Sync, and run
 * in the order issued; an error fails its own statement, and PostgreSQL fails the ones after it in the
 * same transaction. BEGIN travels with the first statements (a transaction that sends nothing sends no
 * BEGIN). A text seen for the first time is named first, inside the transaction, with what was issued
 * before it already run, so a parse error aborts the transaction where PostgreSQL would. Texts that
 * cannot be named, and schema changes, run on their own in their place.
 */
export class TransactionQueue {
  readonly #runner: StatementRunner;
  #queue: Item[] = [];
  #scheduled = false;
  #begun = false;
  /** Something was issued: BEGIN is sent, or will be by a flush under way. */
  #used = false;

  constructor(runner: StatementRunner) {
    this.#runner = runner;
  }

  query(text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
    return new Promise((resolve, reject) => {
      this.#push({ kind: 'statement', text, params, options, resolve, reject });
    });
  }

  simple(text: string): Promise<Results[]> {
    return new Promise((resolve, reject) => {
      this.#push({ kind: 'simple', text, resolve, reject });
    });
  }

  /** COMMIT or ROLLBACK after what is queued; nothing when the transaction never sent anything. */
  async end(text: 'COMMIT' | 'ROLLBACK'): Promise<Results | undefined> {
    if (!this.#used) return undefined;
    const [result] = await this.simple(text);
    return result;
  }

  #push(item: Item): void {
    this.#used = true;
    this.#queue.push(item);
    if (this.#scheduled) return;
    this.#scheduled = true;
    process.nextTick(() => void this.#flush());
  }

  async #flush(): Promise<void> {
    this.#scheduled = false;
    const items = this.#queue.splice(0);
    if (items.length === 0) return;
    try {
      await this.#runner.exclusive(() => this.#run(items));
    } catch (error) {
      for (const item of items) item.reject(error); // a settled promise ignores this
    }
  }

  async #run(items: Item[]): Promise<void> {
    let batch: Ready[] = [];
    for (const item of items) {
      if (item.kind === 'simple') {
        if (!SCHEMA_CHANGE.test(item.text)) {
          batch.push({ item });
          continue;
        }
        await this.#send(batch);
        batch = [];
        await this.#send([{ item }]);
        await this.#runner.forget();
        continue;
      }
      const named = this.#runner.named(item.text);
      if (named) {
        batch.push({ item, prepared: named });
        continue;
      }
      await this.#send(batch);
      batch = [];
      await this.#alone(item);
    }
    await this.#send(batch);
  }

  /** A statement seen for the first time: named and run, or run unnamed, on its own after BEGIN. */
  async #alone(item: Statement): Promise<void> {
    await this.#send([]); // BEGIN, if not sent yet
    await this.#runner.runOne(item.text, item.params, item.options).then(item.resolve, item.reject);
  }

  /** One call into PGlite: BEGIN if not sent yet, then each statement followed by Sync. */
  async #send(batch: Ready[]): Promise<void> {
    const begin = !this.#begun;
    if (batch.length === 0 && !begin) return;
    const writer = new WireWriter();
    if (begin) writer.query('BEGIN');
    for (const { item, prepared } of batch) {
      if (prepared) this.#runner.bindInto(writer, prepared, item.params, item.options);
      else writer.query(item.text);
    }
    const groups = groupsOf(await this.#runner.send(writer));
    this.#begun = true;
    if (begin) {
      const error = errorIn(groups.shift());
      if (error) {
        for (const { item } of batch) item.reject(error);
        return;
      }
    }
    for (const [i, ready] of batch.entries()) this.#settle(ready, groups[i]);
  }

  #settle(ready: Ready, group: Message[] | undefined): void {
    const error = errorIn(group);
    if (ready.prepared) {
      const { item, prepared } = ready;
      if (error) item.reject(withQuery(error, item.text, item.params, item.options));
      else item.resolve(this.#runner.resultOf(prepared, group ?? [], item.options));
    } else if (error) ready.item.reject(error);
    else ready.item.resolve(this.#runner.simpleResults(group ?? []));
  }
}
