import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * The OpenAPI document tells the truth (docs/API.md "The OpenAPI document (`/api/docs/json`)"). Every
 * operation of the served document gets requests generated from its own schemas — valid ones and invalid ones
 * (a required field dropped, an unknown field, a wrong type, a string over its length) — sent anonymously and
 * with a player's session, and each answer passes Schemathesis' four checks: no 5xx, the status is
 * documented, the content type is documented, the body is valid against the documented schema. Also: an
 * operation that requires the `token` scheme never succeeds without one.
 */

type Schema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};
type Parameter = { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema: Schema };
type Media = Record<string, { schema?: Schema }>;
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Media };
  responses: Record<string, { content?: Media }>;
  security?: Array<Record<string, string[]>>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** Operations this test cannot exercise, and why. */
const SKIPPED: Record<string, string> = {
  'POST /payments/pix/webhook':
    'server-to-server: needs the PSP signature over the raw body (pay-webhook.test.ts)',
  'POST /payments/pix/webhook/pix':
    'server-to-server: the API Pix callback over mTLS (providers-api-pix.test.ts)',
  'POST /provider/{platform}/{action}':
    "server-to-server: a game platform's signed callback in its own format (test/conformance/)",
  'GET /user/export': 'a file download (attachment), not an envelope (privacy tests)',
};

const VALID_PER_OPERATION = 3;
const INVALID_PER_OPERATION = 2;

const sample = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T =>
  fc.sample(arbitrary, { numRuns: 1, seed })[0]!;

function patternArbitrary(pattern: string): fc.Arbitrary<string> {
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, 'u');
  } catch {
    regex = new RegExp(pattern);
  }
  return fc.stringMatching(regex);
}

/** A fast-check arbitrary of the values a JSON schema (as the document writes it) accepts. */
function arbitraryOf(schema: Schema): fc.Arbitrary<unknown> {
  const base = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const union = schema.anyOf ?? schema.oneOf;
    if (union) return fc.oneof(...union.map(arbitraryOf));
    switch (schema.type) {
      case 'string': {
        const maxLength = schema.maxLength ?? 20;
        const arbitrary = schema.pattern
          ? patternArbitrary(schema.pattern)
          : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(maxLength, 40) });
        return arbitrary.filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= maxLength);
      }
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(arbitraryOf(schema.items ?? {}), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        });
      case 'object':
        return objectArbitrary(schema);
      default:
        return fc.constant('x');
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

function objectArbitrary(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value)]),
  );
  return fc.record(record, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/** An input the schema refuses: a required field dropped, an unknown field, a wrong type, an overlong string. */
function invalidOf(schema: Schema, valid: Record<string, unknown>, seed: number): Record<string, unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const target = keys[seed % Math.max(keys.length, 1)];
  switch (seed % 4) {
    case 0:
      if (required[0]) {
        const { [required[0]]: _dropped, ...rest } = valid;
        return rest;
      }
      return { ...valid, unexpected_field: 'x' };
    case 1:
      return { ...valid, unexpected_field: 'x' };
    case 2:
      return target ? { ...valid, [target]: { nested: [1, 2] } } : { ...valid, unexpected_field: 1 };
    default:
      return target ? { ...valid, [target]: 'x'.repeat(5000) } : { ...valid, unexpected_field: 'y' };
  }
}

const asStrings = (values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  );

/**
 * An OpenAPI 3.0 schema as JSON Schema for ajv: `#/components/schemas/X` references replaced with the
 * schemas themselves, and `nullable: true` written as a union with `null`.
 */
function toJsonSchema(node: unknown, components: Record<string, Schema>): unknown {
  if (Array.isArray(node)) return node.map((item) => toJsonSchema(item, components));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as { $ref?: string }).$ref;
  if (ref) return toJsonSchema(components[ref.replace('#/components/schemas/', '')], components);
  const { nullable, ...rest } = node as Schema;
  const schema = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, toJsonSchema(v, components)]));
  if (nullable !== true) return schema;
  if (typeof schema.type === 'string' && !schema.enum) return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

type Request = { inject: InjectOptions; invalid: boolean };

function requestsFor(path: string, method: string, operation: Operation, index: number): Request[] {
  const parameters = operation.parameters ?? [];
  const of = (where: Parameter['in']) => {
    const list = parameters.filter((p) => p.in === where);
    return {
      type: 'object',
      properties: Object.fromEntries(list.map((p) => [p.name, p.schema])),
      required: list.filter((p) => p.required).map((p) => p.name),
    } satisfies Schema;
  };
  const querySchema = of('query');
  const pathSchema = of('path');
  const bodyMedia = operation.requestBody?.content ?? {};
  const bodySchema = bodyMedia['application/json']?.schema;
  const idempotent = parameters.some((p) => p.name === 'Idempotency-Key');
  const requests: Request[] = [];
  for (let n = 0; n < VALID_PER_OPERATION + INVALID_PER_OPERATION; n++) {
    const seed = index * 100 + n;
    const invalid = n >= VALID_PER_OPERATION;
    const pathValues = asStrings(sample(objectArbitrary(pathSchema), seed));
    let query = sample(objectArbitrary(querySchema), seed);
    let body = bodySchema ? sample(objectArbitrary(bodySchema), seed) : undefined;
    if (invalid && body && bodySchema) body = invalidOf(bodySchema, body, seed);
    else if (invalid) query = invalidOf(querySchema, query, seed);
    const url = `/api/v2${path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(pathValues[name] ?? 'x'))}`;
    const headers: Record<string, string> = { platform: 'H5', lang: n % 2 ? 'en' : 'pt-BR' };
    if (idempotent && n % 2 === 0) headers['idempotency-key'] = `conformance-${seed}`;
    const inject: InjectOptions = {
      method: method.toUpperCase() as 'GET',
      url,
      headers,
      query: { ...asStrings(query) },
    };
    if (body) {
      if (n % 2 === 0) {
        inject.payload = JSON.parse(JSON.stringify(body));
      } else {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        inject.payload = new URLSearchParams(asStrings(body)).toString();
      }
    }
    requests.push({ inject, invalid });
  }
  return requests;
}

let t: TestApp;
let doc: Document;
const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: Schema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema, doc.components.schemas) as object);
    validators.set(key, validate);
  }
  return validate;
}

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => t?.close());

describe('the OpenAPI document', () => {
  it('declares the security schemes, and every refusal status as the Refusal envelope', () => {
    expect(Object.keys(doc.components as object)).toContain('securitySchemes');
    const operation = doc.paths['/wallet/unlock']?.post;
    expect(operation?.security).toEqual([{ token: [] }]);
    expect(operation?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['lang', 'Idempotency-Key']),
    );
    expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '404', '413', '429', '500']);
    expect(doc.paths['/admin/me']?.get?.security).toEqual([{ staffBearer: [] }]);
    expect(Object.keys(doc.paths['/user/login']?.post?.requestBody?.content ?? {})).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
  });

  it('describes every answer to generated requests, anonymous and with a session (Schemathesis checks)', async () => {
    const failures: string[] = [];
    let session: string | undefined;
    const ensureSession = async () => {
      const info = session ? await t.api('GET', '/user/info', { token: session }) : { code: 0 as number };
      if (info.code !== 1) session = (await registerPlayer(t)).token;
      return session!;
    };
    let index = 0;
    let sent = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        index++;
        if (SKIPPED[name]) continue;
        const tokenRequired =
          operation.security?.some((s) => 'token' in s) &&
          !operation.security.some((s) => Object.keys(s).length === 0);
        for (const identity of ['anonymous', 'player'] as const) {
          for (const { inject, invalid } of requestsFor(path, method, operation, index)) {
            if (identity === 'player')
              (inject.headers as Record<string, string>).token = await ensureSession();
            const response = await t.app.inject(inject);
            sent++;
            const where = `${name} (${identity}${invalid ? ', invalid' : ''}) ${JSON.stringify(inject.query)} ${(typeof inject.payload === 'string' ? inject.payload : JSON.stringify(inject.payload ?? '')).slice(0, 200)}`;
            const status = String(response.statusCode);
            if (response.statusCode >= 500) failures.push(`${where}: 5xx ${response.body.slice(0, 200)}`);
            const documented = operation.responses[status];
            if (!documented) {
              failures.push(`${where}: status ${status} not documented`);
              continue;
            }
            const media = String(response.headers['content-type'] ?? '')
              .split(';')[0]!
              .trim();
            const content = documented.content?.[media];
            if (!content) {
              failures.push(`${where}: content type "${media}" not documented for ${status}`);
              continue;
            }
            const validate = validatorFor(`${name} ${status} ${media}`, content.schema ?? {});
            const body = response.json();
            if (!validate(body)) {
              failures.push(
                `${where}: ${status} body invalid: ${ajv.errorsText(validate.errors)} ${response.body.slice(0, 300)}`,
              );
            }
            if (tokenRequired && identity === 'anonymous' && body.code === 1) {
              failures.push(`${where}: succeeded without the token its security requires`);
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures.slice(0, 30), `${failures.length} failures`).toEqual([]);
  }, 300_000);
});
