import { messages } from '@electric-sql/pglite';
import type { Message } from './pglite-protocol.ts';

/**
 * The few PostgreSQL wire-protocol messages the embedded driver sends on its hot path, written into
 * one buffer, and the answers read back (PostgreSQL manual, "Message Formats"). PGlite's own serializer
 * allocates a buffer and a DataView per message and its parser copies the answer and every field before
 * decoding it; on the game round the two were about 6 % of the API's CPU. What is read is shaped as
 * PGlite's parser shapes it (the same message names and fields, errors as its `DatabaseError` with the
 * same properties), so the rest of the driver reads either.
 *
 * Frontend: Bind (named statement, text parameters, text results), Execute (all rows), Sync and Query.
 * Backend: everything a simple or extended query answers; notices, parameter statuses and
 * notifications are dropped (the product listens to none).
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class WireWriter {
  #bytes = new Uint8Array(4096);
  #view = new DataView(this.#bytes.buffer);
  #at = 0;

  /** Bind, Execute and Sync of a named statement with its parameters as text (null: SQL NULL). */
  run(statement: string, values: (string | null)[]): this {
    const start = this.#begin(66); // 'B'
    this.#cstring(''); // unnamed portal
    this.#cstring(statement);
    this.#int16(0); // every parameter in text
    this.#int16(values.length);
    for (const value of values) {
      if (value === null) {
        this.#int32(-1);
        continue;
      }
      const lengthAt = this.#at;
      this.#int32(0);
      const length = this.#string(value);
      this.#view.setInt32(lengthAt, length);
    }
    this.#int16(0); // every result column in text
    this.#end(start);
    const execute = this.#begin(69); // 'E'
    this.#cstring('');
    this.#int32(0); // no row limit
    this.#end(execute);
    return this.sync();
  }

  /** A simple query (BEGIN, COMMIT, a statement that is not named). */
  query(text: string): this {
    const start = this.#begin(81); // 'Q'
    this.#cstring(text);
    this.#end(start);
    return this;
  }

  sync(): this {
    this.#end(this.#begin(83)); // 'S'
    return this;
  }

  bytes(): Uint8Array {
    return this.#bytes.subarray(0, this.#at);
  }

  #begin(type: number): number {
    this.#room(5);
    this.#bytes[this.#at] = type;
    this.#at += 5;
    return this.#at - 4;
  }

  #end(lengthAt: number): void {
    this.#view.setInt32(lengthAt, this.#at - lengthAt);
  }

  #int16(value: number): void {
    this.#room(2);
    this.#view.setInt16(this.#at, value);
    this.#at += 2;
  }

  #int32(value: number): void {
    this.#room(4);
    this.#view.setInt32(this.#at, value);
    this.#at += 4;
  }

  /** Writes `text` as UTF-8 and answers its length in bytes. */
  #string(text: string): number {
    this.#room(text.length * 3);
    const { written } = encoder.encodeInto(text, this.#bytes.subarray(this.#at));
    this.#at += written;
    return written;
  }

  #cstring(text: string): void {
    this.#string(text);
    this.#room(1);
    this.#bytes[this.#at++] = 0;
  }

  #room(more: number): void {
    if (this.#at + more <= this.#bytes.length) return;
    const grown = new Uint8Array(Math.max(this.#bytes.length * 2, this.#at + more));
    grown.set(this.#bytes.subarray(0, this.#at));
    this.#bytes = grown;
    this.#view = new DataView(grown.buffer);
  }
}

/** The messages without a body, by type byte: PGlite's own constant objects. */
const BARE: Record<number, Message> = {
  49: messages.parseComplete, // '1'
  50: messages.bindComplete, // '2'
  51: messages.closeComplete, // '3'
  110: messages.noData, // 'n'
  115: messages.portalSuspended, // 's'
  73: messages.emptyQuery, // 'I'
};
const DROPPED = new Set([78, 83, 65, 75]); // notice, parameter status, notification, backend key

/** The backend messages in `bytes` (whole messages, as one call into PGlite answers them). */
export function readMessages(bytes: Uint8Array): Message[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: Message[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (at + 5 > bytes.length) throw new Error('PGlite answered a truncated message');
    const type = bytes[at] as number;
    const length = view.getInt32(at + 1);
    const body = at + 5;
    const end = at + 1 + length;
    if (end > bytes.length) throw new Error('PGlite answered a truncated message');
    const message = readOne(type, bytes, view, body, end, length);
    if (message) out.push(message);
    at = end;
  }
  return out;
}

function readOne(type: number, bytes: Uint8Array, view: DataView, at: number, end: number, length: number) {
  const bare = BARE[type];
  if (bare) return bare;
  if (DROPPED.has(type)) return null;
  const text = (from: number, to: number) => decoder.decode(bytes.subarray(from, to));
  const cstringEnd = (from: number) => bytes.indexOf(0, from);
  switch (type) {
    case 68: {
      // 'D' DataRow
      const count = view.getInt16(at);
      const fields: (string | null)[] = new Array(count);
      let p = at + 2;
      for (let i = 0; i < count; i++) {
        const size = view.getInt32(p);
        p += 4;
        if (size === -1) fields[i] = null;
        else {
          fields[i] = text(p, p + size);
          p += size;
        }
      }
      return { name: 'dataRow', length, fieldCount: count, fields };
    }
    case 67: // 'C' CommandComplete
      return { name: 'commandComplete', length, text: text(at, cstringEnd(at)) };
    case 90: // 'Z' ReadyForQuery
      return { name: 'readyForQuery', length, status: String.fromCharCode(bytes[at] as number) };
    case 84: {
      // 'T' RowDescription
      const fields = rowFields(bytes, view, at);
      return { name: 'rowDescription', length, fieldCount: fields.length, fields };
    }
    case 116: {
      // 't' ParameterDescription
      const count = view.getUint16(at);
      const dataTypeIDs = Array.from({ length: count }, (_, i) => view.getInt32(at + 2 + i * 4));
      return { name: 'parameterDescription', length, parameterCount: count, dataTypeIDs };
    }
    case 69: // 'E' ErrorResponse
      return databaseError(bytes, at, end, length);
    default:
      throw new Error(`PGlite answered a message the driver does not read: ${type}`);
  }
}

function rowFields(bytes: Uint8Array, view: DataView, at: number) {
  const count = view.getInt16(at);
  const fields: { name: string; tableID: number; columnID: number; dataTypeID: number }[] = [];
  let p = at + 2;
  for (let i = 0; i < count; i++) {
    const nameEnd = bytes.indexOf(0, p);
    const name = decoder.decode(bytes.subarray(p, nameEnd));
    p = nameEnd + 1;
    const field = {
      name,
      tableID: view.getInt32(p),
      columnID: view.getInt16(p + 4),
      dataTypeID: view.getInt32(p + 6),
      dataTypeSize: view.getInt16(p + 10),
      dataTypeModifier: view.getInt32(p + 12),
      format: view.getInt16(p + 16),
    };
    fields.push(field);
    p += 18;
  }
  return fields;
}

/** An ErrorResponse as PGlite's `DatabaseError`, with the same properties its parser sets. */
function databaseError(bytes: Uint8Array, at: number, end: number, length: number): Message {
  const parts: Record<string, string> = {};
  let p = at;
  while (p < end && bytes[p] !== 0) {
    const code = String.fromCharCode(bytes[p] as number);
    const valueEnd = bytes.indexOf(0, p + 1);
    parts[code] = decoder.decode(bytes.subarray(p + 1, valueEnd));
    p = valueEnd + 1;
  }
  const error = new messages.DatabaseError(parts.M ?? '', length, 'error');
  Object.assign(error, {
    severity: parts.S,
    code: parts.C,
    detail: parts.D,
    hint: parts.H,
    position: parts.P,
    internalPosition: parts.p,
    internalQuery: parts.q,
    where: parts.W,
    schema: parts.s,
    table: parts.t,
    column: parts.c,
    dataType: parts.d,
    constraint: parts.n,
    file: parts.F,
    line: parts.L,
    routine: parts.R,
  });
  return error as unknown as Message;
}
