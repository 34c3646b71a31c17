import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorForLog, requestForLog } from '../src/lib/log-redaction.ts';
import { seedStaffOwner } from '../src/modules/admin/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newPayer } from './pay-fixtures.ts';
import { signInStaff } from './staff-fixtures.ts';

/**
 * Hostile input over every endpoint of the OpenAPI document (docs/PRODUCT.md "Hostile input"): NUL, control
 * and bidi-override characters in every query, path and body field, ids out of the bigint range,
 * path parameters over Fastify's length limit, spaced amounts, deep nesting and oversized bodies.
 * Every answer: no 5xx, the envelope `{code, msg, data}`, an x-request-id, and nothing written.
 */

type Operation = {
  method: 'GET' | 'POST';
  path: string;
  query: string[];
  params: string[];
  body: string[];
};

let t: TestApp;
const operations: Operation[] = [];
const providerPaths: string[] = [];
let headers: Record<string, string> = {};
let fingerprint = '';

/** One digest of every row of every table: any insert, update or delete changes it. */
async function databaseFingerprint(): Promise<string> {
  const tables = await t.database.db.execute<{ name: string }>(
    sql`select quote_ident(table_name) as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts: string[] = [];
  for (const { name } of rows<{ name: string }>(tables)) {
    const [row] = rows<{ digest: string | null }>(
      await t.database.db.execute<{ digest: string | null }>(
        sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`),
      ),
    );
    parts.push(`${name}=${row?.digest ?? 'empty'}`);
  }
  return parts.join('\n');
}

function rows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

beforeAll(async () => {
  t = await createTestApp();
  const printed = await seedStaffOwner(t.database.db, t.clock.now);
  const password = /owner \/ (\S+)/.exec(printed.join('\n'))?.[1] ?? '';
  // Both factors, so that staff calls get past authentication to validation.
  const staffToken = await signInStaff(t, 'owner', password);
  const payer = await newPayer(t);
  // Both identities on every call, so that each request gets past authentication to validation.
  headers = { token: payer.token, authorization: `Bearer ${staffToken}`, platform: 'H5' };
  // Warm-up calls that touch the sessions, so that the fingerprint only moves on a real write.
  await t.api('GET', '/user/info', { token: payer.token });
  await t.api('GET', '/admin/me', { headers: { authorization: headers.authorization! } });

  // biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is walked dynamically
  const doc = t.app.swagger() as any;
  for (const [path, ops] of Object.entries<Record<string, unknown>>(doc.paths)) {
    // biome-ignore lint/suspicious/noExplicitAny: as above
    for (const [method, op] of Object.entries<any>(ops)) {
      // biome-ignore lint/suspicious/noExplicitAny: as above
      const parameters: any[] = op.parameters ?? [];
      // The external platforms' callbacks speak each platform's protocol, not our envelope: walked
      // below on their own terms, and in depth by the conformance suite (test/conformance).
      if (path.startsWith('/provider/')) {
        providerPaths.push(path);
        continue;
      }
      operations.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        body: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      });
    }
  }
  expect(operations.length).toBeGreaterThan(50);
  fingerprint = await databaseFingerprint();
});

afterAll(async () => {
  if (t) {
    // Never a write: the whole run left every table exactly as it was.
    expect(await databaseFingerprint()).toBe(fingerprint);
    await assertLedgerInvariants(t.database.db);
  }
  await t?.close();
});

/** A harmless value for each path parameter, so that one field at a time is the hostile one. */
const SAFE_PARAM: Record<string, string> = { id: '1', game: 'fruit-trio' };

it('refuses an id beyond the bigint range on the withdrawal review (was HTTP 500)', async () => {
  for (const action of ['approve', 'reject']) {
    const response = await send({
      method: 'POST',
      url: `/api/v2/admin/withdrawals/9223372036854775808/${action}`,
      payload: { reason: 'x' },
    });
    expectFieldRefused(action, response, 'id');
  }
});

/** Live games are named by their own codes. */
const SAFE_LIVE_PARAM: Record<string, string> = { ...SAFE_PARAM, game: 'crash' };

function urlOf(op: Operation, params: Record<string, string> = {}): string {
  const safe = op.path.startsWith('/live/') ? SAFE_LIVE_PARAM : SAFE_PARAM;
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? safe[name] ?? 'x'),
  );
  return `/api/v2${path}`;
}

async function send(request: InjectOptions): Promise<LightMyRequestResponse> {
  return t.app.inject({ ...request, headers: { ...headers, ...request.headers } });
}

/** The promises every answer keeps, whatever was sent. */
function expectEnvelope(label: string, response: LightMyRequestResponse) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.headers['x-request-id'], `${label}: x-request-id`).toBeTruthy();
  let body: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    body = response.json();
  } catch {
    throw new Error(`${label}: not JSON: ${response.body.slice(0, 200)}`);
  }
  expect(typeof body.code, `${label}: ${response.body.slice(0, 300)}`).toBe('number');
  expect(typeof body.msg, label).toBe('string');
  expect(body, label).toHaveProperty('data');
  return body as { code: number; msg: string; data: { error?: string; field?: string } | null };
}

/** Every refusal of a bad field names it, and its message carries the name. */
function expectFieldRefused(label: string, response: LightMyRequestResponse, field: string) {
  const body = expectEnvelope(label, response);
  expect(body.code, `${label}: ${response.body}`).toBe(0);
  expect(body.data, `${label}: ${response.body}`).toMatchObject({ error: 'INVALID_FIELD', field });
  expect(body.msg, label).not.toMatch(/ {2}|\s$/);
}

const HOSTILE_TEXT: Record<string, string> = {
  nul: 'a\u0000b',
  escape: 'a\u001b[31mb',
  bell: 'ab\u0007',
  'right-to-left override': 'a\u202eb',
  'bidi isolate': 'a\u2066b',
  delete: 'a\u007fb',
  'C1 control': 'a\u0085b',
};

describe('every query parameter of every endpoint', () => {
  it('refuses NUL, control and bidi-override characters as INVALID_FIELD naming it', async () => {
    for (const op of operations.filter((o) => o.method === 'GET' || o.query.length > 0)) {
      for (const name of op.query) {
        for (const [kind, value] of Object.entries(HOSTILE_TEXT)) {
          const label = `${op.method} ${op.path} ?${name}= (${kind})`;
          const response = await send({ method: op.method, url: urlOf(op), query: { [name]: value } });
          expectFieldRefused(label, response, name);
        }
      }
    }
  });
});

describe('every body field of every endpoint', () => {
  it('refuses NUL, control and bidi-override characters as INVALID_FIELD naming it (JSON and form)', async () => {
    for (const op of operations.filter((o) => o.body.length > 0)) {
      for (const name of op.body) {
        for (const [kind, value] of Object.entries(HOSTILE_TEXT)) {
          const label = `${op.method} ${op.path} body.${name} (${kind})`;
          const json = await send({ method: op.method, url: urlOf(op), payload: { [name]: value } });
          expectFieldRefused(`${label} json`, json, name);
          const form = await send({
            method: op.method,
            url: urlOf(op),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ [name]: value }).toString(),
          });
          expectFieldRefused(`${label} form`, form, name);
        }
      }
    }
  });

  it('refuses amounts with spaces or a byte-order mark around them', async () => {
    const amountFields = ['amount', 'bet'];
    for (const op of operations) {
      for (const name of op.body.filter((n) => amountFields.includes(n))) {
        for (const value of [' 50', '50 ', '\ufeff50', '50\n', ' 50.00', '+50', '5e1', '50.', '.5']) {
          const label = `${op.method} ${op.path} body.${name}=${JSON.stringify(value)}`;
          const response = await send({ method: op.method, url: urlOf(op), payload: { [name]: value } });
          const body = expectEnvelope(label, response);
          // INVALID_FIELD, or the endpoint's own code for a bad amount (BET_INVALID), naming the field.
          expect(body.data, `${label}: ${response.body}`).toMatchObject({ field: name });
          expect(body.data?.error, label).toMatch(/INVALID/);
        }
      }
    }
  });

  it('names the body when it is not an object of fields, however deep it nests', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200; i++) deep = { a: deep };
    for (const op of operations.filter((o) => o.method === 'POST' && o.body.length > 0)) {
      for (const [kind, payload] of Object.entries({ deep, array: [1, 2], string: '"x"' })) {
        const label = `${op.method} ${op.path} (${kind} body)`;
        const response = await send({
          method: op.method,
          url: urlOf(op),
          headers: { 'content-type': 'application/json' },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        });
        const body = expectEnvelope(label, response);
        expect(body.data?.error, `${label}: ${response.body}`).toMatch(
          /^(INVALID_FIELD|UNKNOWN_FIELD|REQUIRED_FIELD|INVALID_BODY|MALFORMED_BODY)$/,
        );
        expect(body.msg, `${label}: ${response.body}`).not.toMatch(/ {2}|\s$/);
        if (!/_BODY$/.test(body.data?.error ?? '')) expect(body.data?.field, label).toBeTruthy();
      }
    }
  });

  it('answers 413 in the envelope for a 5 MB body, on every POST (the webhook included)', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024) });
    for (const op of operations.filter((o) => o.method === 'POST')) {
      for (const contentType of ['application/json', 'application/x-www-form-urlencoded']) {
        const label = `${op.method} ${op.path} 5 MB ${contentType}`;
        const response = await send({
          method: op.method,
          url: urlOf(op),
          headers: { 'content-type': contentType, 'x-signature': 'sha256=00' },
          payload: big,
        });
        const body = expectEnvelope(label, response);
        expect(response.statusCode, label).toBe(413);
        expect(body.data, label).toMatchObject({ error: 'BODY_TOO_LARGE' });
      }
    }
  });
});

describe('every path parameter of every endpoint', () => {
  it('refuses ids out of the bigint range, over-long and hostile values inside the envelope', async () => {
    for (const op of operations.filter((o) => o.params.length > 0)) {
      for (const name of op.params) {
        const values = {
          'above int8': '9223372036854775808',
          'twenty digits': '99999999999999999999',
          negative: '-1',
          'over 100 characters': 'x'.repeat(150),
          nul: 'a\u0000b',
          'right-to-left override': 'a\u202eb',
        };
        for (const [kind, value] of Object.entries(values)) {
          const label = `${op.method} ${op.path} {${name}} (${kind})`;
          const response = await send({ method: op.method, url: urlOf(op, { [name]: value }), payload: {} });
          const body = expectEnvelope(label, response);
          expect(body.code, `${label}: ${response.body}`).toBe(0);
          // A refusal: of the parameter (INVALID_FIELD naming it, NOT_FOUND), or of the empty body sent.
          expect(body.data?.error, `${label}: ${response.body}`).toMatch(/^[A-Z_]+$/);
          if (kind !== 'above int8' && kind !== 'twenty digits' && body.data?.error === 'INVALID_FIELD') {
            expect(body.data.field, label).toBe(name);
          }
        }
      }
    }
  });

  it('answers hostile path parameters of the platform callbacks in their protocol, never a 500', async () => {
    expect(providerPaths.length).toBeGreaterThan(0);
    for (const path of providerPaths) {
      for (const value of ['9223372036854775808', 'x'.repeat(150), 'a\u0000b', 'a\u202eb', '-1']) {
        for (const name of ['platform', 'action']) {
          const url = `/api/v2${path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(n === name ? value : 'sandbox'))}`;
          const response = await send({ method: 'POST', url, payload: {} });
          expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
          expect(() => response.json(), url).not.toThrow();
        }
      }
    }
  });

  it('answers a path over Fastify’s parameter length limit in the envelope on unknown routes too', async () => {
    const response = await send({ method: 'GET', url: `/api/v2/${'y'.repeat(5000)}` });
    expectEnvelope('long unknown path', response);
    const param = await send({ method: 'POST', url: `/api/v2/admin/withdrawals/${'9'.repeat(300)}/approve` });
    expect(expectEnvelope('param over the router limit', param).data).toMatchObject({ error: 'NOT_FOUND' });
    const badUrl = await send({ method: 'POST', url: '/api/v2/admin/withdrawals/%E0%A4%A/approve' });
    expectEnvelope('malformed percent-encoding', badUrl);
  });
});

describe('a call without the body its schema expects', () => {
  it('says the body is invalid instead of naming an empty field', async () => {
    for (const payload of [undefined, '', 'null']) {
      const response = await send({
        method: 'POST',
        url: '/api/v2/admin/withdrawals/1/approve',
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      const body = expectEnvelope(`approve with body ${JSON.stringify(payload)}`, response);
      expect(body.msg, response.body).not.toMatch(/ {2}|\s$/);
      expect(body.data?.error, response.body).not.toBe('INTERNAL');
    }
  });
});

describe('the log', () => {
  it('keeps the path and the names of query parameters, never their values', () => {
    const logged = requestForLog({
      method: 'GET',
      url: '/api/v2/recharge/info?cpf=12345678909&email=a%40b.com',
    });
    expect(logged).toEqual({ method: 'GET', url: '/api/v2/recharge/info', query: ['cpf', 'email'] });
    expect(JSON.stringify(logged)).not.toMatch(/12345678909|a@b|a%40b/);
  });

  it('keeps the SQL of a failed query but not its parameters nor PostgreSQL’s detail', () => {
    const cause = Object.assign(new Error('duplicate key value'), {
      detail: 'Key (phone)=(+5511912345678) already exists.',
    });
    const failed = Object.assign(
      new Error('Failed query: insert into members (phone) values ($1)\nparams: +5511912345678'),
      { params: ['+5511912345678'], cause },
    );
    const logged = JSON.stringify(errorForLog(failed));
    expect(logged).toContain('insert into members');
    expect(logged).not.toContain('5511912345678');
  });
});
