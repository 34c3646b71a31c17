import { staffAdminApi, staffPlayersApi, staffWalletApi } from '@jl/core/routes/staff.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call } from './api.ts';
import { getToken, setToken } from './session.ts';

/** The back office's client (docs/ARCHITECTURE.md "Route descriptors"): it calls by staff descriptor. */

const notes = {
  list: [{ id: '3', staff: 'ana', text: 'called back', created_at: '2026-01-02T03:04:05.000Z' }],
};

function answer(envelope: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(envelope)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => setToken('staff-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('call(descriptor, input)', () => {
  it('fills the path parameters and sends the rest of a GET as its query, empty fields left out', async () => {
    const fetch = answer({ code: 1, msg: '', data: { list: [], total: 0, page: 2, size: 20 } });
    await call(staffPlayersApi.search, { q: '', page: 2, size: 20 });
    await call(staffPlayersApi.notes, { id: '42' }).catch(() => undefined);
    expect(fetch.mock.calls[0]![0]).toBe('/api/v2/admin/players?page=2&size=20');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'GET', body: undefined });
    expect(fetch.mock.calls[1]![0]).toBe('/api/v2/admin/players/42/notes');
  });

  it('sends a POST as JSON without the path parameters, with the bearer token, and answers the data', async () => {
    const fetch = answer({ code: 1, msg: '', data: notes });
    const data = await call(staffPlayersApi.addNote, { id: '42', text: 'called back' });
    expect(data).toEqual(notes);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v2/admin/players/42/notes');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'called back' });
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer staff-token');
    expect(headers['content-type']).toBe('application/json');
  });

  it('parses the answer with the endpoint’s contract: an answer that does not match is an error', async () => {
    answer({ code: 1, msg: '', data: { list: [{ id: 3 }] } });
    await expect(call(staffPlayersApi.notes, { id: '42' })).rejects.toThrow();
  });

  it('throws a refusal with its code and field, and a 409 signs the staff member out', async () => {
    answer({ code: 0, msg: 'Motivo', data: { error: 'INVALID_FIELD', field: 'reason' } });
    const refused = await call(staffWalletApi.reject, { id: '5', reason: 'x' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ error: 'INVALID_FIELD', field: 'reason', code: 0 });
    expect(getToken()).toBe('staff-token');
    answer({ code: 409, msg: 'Entre de novo', data: { error: 'STAFF_LOGIN_REQUIRED' } });
    await expect(call(staffAdminApi.me)).rejects.toMatchObject({ code: 409 });
    expect(getToken()).toBeNull();
  });

  it('is typed by the descriptor: a missing or unknown field does not compile', () => {
    const never = () => {
      // @ts-expect-error the reason is required
      void call(staffWalletApi.reject, { id: '5' });
      // @ts-expect-error no such field in the note's body
      void call(staffPlayersApi.addNote, { id: '5', text: 'a', note: 'b' });
      // @ts-expect-error the path parameter is required
      void call(staffPlayersApi.player);
    };
    expect(typeof never).toBe('function');
  });
});
