import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from './harness.ts';
import { newMember } from './pay-fixtures.ts';

/**
 * Unknown query parameters are refused on every GET of the API (docs/API.md "Conventions"), also on
 * routes that declare no query: only the member `id` the player app appends to every call passes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const apiGets = () =>
  t.app.routeTable.filter(
    (r) => r.method === 'GET' && /^\/api\/v2\//.test(r.url) && !r.url.endsWith('/socket'),
  );

describe('unknown query parameters', () => {
  it('are UNKNOWN_FIELD on GET routes without a query schema, in the player’s language, nothing answered', async () => {
    const { token } = await newMember(t);
    for (const path of ['/wallet/info', '/vip/info', '/team/info']) {
      const answer = await t.api('GET', path, { token, lang: 'en', query: { evil: '1' } });
      expect(answer, path).toMatchObject({
        status: 200,
        code: 0,
        data: { error: 'UNKNOWN_FIELD', field: 'evil' },
      });
      expect(answer.msg, path).toContain('evil');
      const es = await t.api('GET', path, { token, lang: 'es', query: { evil: '1' } });
      expect(es.msg, path).not.toBe(answer.msg);
    }
  });

  it('let the member id through (docs/SPECIFICATION.md §7), empty or a database id, and still answer for the token', async () => {
    const { token, memberId } = await newMember(t);
    for (const id of ['', String(memberId), '123']) {
      const answer = await t.api('GET', '/wallet/info', { token, query: { id } });
      expect(answer.code, id).toBe(1);
    }
    const bad = await t.api('GET', '/wallet/info', { token, query: { id: 'x' } });
    expect(bad).toMatchObject({ code: 0, data: { error: 'INVALID_FIELD', field: 'id' } });
  });

  it('are refused by the query schema of every GET API route, declared or given by default', () => {
    const gets = apiGets();
    expect(gets.length).toBeGreaterThan(40);
    const lax = gets
      .filter(({ schema }) => {
        const query = (schema as { querystring?: z.ZodType } | undefined)?.querystring;
        const parsed = query?.safeParse({ zz_unknown: '1' });
        return !parsed || parsed.success || !parsed.error.issues.some((i) => i.code === 'unrecognized_keys');
      })
      .map((r) => r.url);
    expect(lax).toEqual([]);
  });
});
