import { type ErrorCode, type LiveClientMessage, liveClientMessage } from '@jl/core';
import type { RawData } from 'ws';
import type { z } from 'zod';

/** A refusal as the HTTP error handler words it: the code, the field it names, a catalog message key. */
export type MessageRefusal = { error: ErrorCode; field?: string; messageKey?: string };

type Parsed =
  | { ok: true; message: LiveClientMessage }
  | { ok: false; id: string | number | null; refusal: MessageRefusal };

/** A zod message written as "namespace:key" is a catalog key (as in plugins/error-handler.ts). */
const MESSAGE_KEY = /^[a-z]+:[\w.]+$/;

/**
 * A client's socket message parsed with its contract (`liveClientMessage` of @jl/core), or the refusal
 * to answer: unreadable JSON or not an object is INVALID_FIELD `message`; otherwise the first issue,
 * in the HTTP routes' terms — UNKNOWN_FIELD for a field the message does not take, REQUIRED_FIELD for
 * one missing, INVALID_FIELD (`type` for an unknown type). The refusal keeps the request's `id` when
 * it is readable, so the client can match it.
 */
export function parseClientMessage(data: RawData, isBinary: boolean): Parsed {
  let input: unknown;
  try {
    if (isBinary) throw new Error('binary');
    input = JSON.parse(String(data));
  } catch {
    return { ok: false, id: null, refusal: { error: 'INVALID_FIELD', field: 'message' } };
  }
  const parsed = liveClientMessage.safeParse(input);
  if (parsed.success) return { ok: true, message: parsed.data };
  return { ok: false, id: idOf(input), refusal: refusalOf(parsed.error.issues[0], input) };
}

function idOf(input: unknown): string | number | null {
  const id = input !== null && typeof input === 'object' ? (input as { id?: unknown }).id : undefined;
  if (typeof id === 'number' && Number.isFinite(id)) return id;
  return typeof id === 'string' && id.length <= 100 ? id : null;
}

function refusalOf(issue: z.core.$ZodIssue | undefined, input: unknown): MessageRefusal {
  const path = issue?.path.map(String) ?? [];
  if (issue?.code === 'unrecognized_keys') {
    return { error: 'UNKNOWN_FIELD', field: [...path, issue.keys[0]].join('.') };
  }
  if (!issue || path.length === 0) return { error: 'INVALID_FIELD', field: 'message' };
  const value = path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    input,
  );
  const missing = value === undefined || value === '';
  const messageKey = MESSAGE_KEY.test(issue.message) ? issue.message : undefined;
  return { error: missing ? 'REQUIRED_FIELD' : 'INVALID_FIELD', field: path.join('.'), messageKey };
}
