import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { ENVELOPE, ERROR_CODES, ROUTE_SCHEMAS } from '@jl/core';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document tells the truth about every operation (docs/API.md "The OpenAPI document
 * (`/api/docs/json`)"): its 200 answer is the success envelope or the refusal envelope, every other status
 * the server can answer is listed, the `token` and staff bearer schemes say who may call it, and the headers
 * and media types it accepts are declared. Done once here, from the route's own hooks and its `@jl/core`
 * descriptor, so a new route is described correctly without anything written per route.
 */

type Auth = 'member' | 'optional-member' | 'staff' | 'none';

type OperationFacts = {
  auth: Auth;
  idempotent: boolean;
  /** Answers in another party's format (a game platform's callback, a file): no envelope on 200. */
  foreignAnswer: boolean;
  /** The signed PSP notification: refused with 400, 401, 404 and 503 besides the usual statuses. */
  webhook: boolean;
};

const API_PREFIX = '/api/v2';

/** Operations whose 200 body is not the envelope. */
const FOREIGN_ANSWERS = new Set(['POST /provider/{platform}/{action}', 'GET /user/export']);

const SECURITY_SCHEMES = {
  token: {
    type: 'apiKey',
    in: 'header',
    name: 'token',
    description:
      'A player session (spec §7): from /user/login or /user/register; a rotated one comes back in the `token` answer header.',
  },
  staffBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'A staff session from /admin/login (Authorization: Bearer <token>).',
  },
} as const;

export const REFUSAL_SCHEMA = {
  type: 'object',
  description:
    'A refusal: code 0 (refused), 302 (session ended elsewhere or account disabled) or 409 (login required); data.error is the machine-readable reason.',
  properties: {
    code: { type: 'integer', enum: [ENVELOPE.REFUSED, ENVELOPE.SESSION_ENDED, ENVELOPE.LOGIN_REQUIRED] },
    msg: { type: 'string' },
    data: {
      type: 'object',
      properties: {
        error: { type: 'string', enum: [...ERROR_CODES] },
        field: { type: 'string' },
      },
      required: ['error'],
      additionalProperties: false,
    },
  },
  required: ['code', 'msg', 'data'],
  additionalProperties: false,
} as const;

const REFUSAL_REF = { $ref: '#/components/schemas/Refusal' };
const ENVELOPE_MEDIA = 'application/json';

/** The statuses every operation can answer besides 200, each with the refusal envelope. */
const COMMON_STATUSES: Record<string, string> = {
  '404':
    'NOT_FOUND: a malformed URL or path parameter (refused before routing), or a resource path that does not exist',
  '413': 'BODY_TOO_LARGE: the declared Content-Length is over the 256 KB limit',
  '429': 'RATE_LIMITED or LOGIN_THROTTLED: too many requests',
  '500': 'INTERNAL: a fault, logged with the request id; nothing internal is sent',
};

const WEBHOOK_STATUSES: Record<string, string> = {
  '400': 'MALFORMED_BODY: the notification is not the expected JSON',
  '401': 'WEBHOOK_SIGNATURE_INVALID: the signature does not match the raw body',
  '404': 'NOT_FOUND: no deposit order matches the notification',
  '503': 'PIX_UNAVAILABLE: no handler for this PSP at the moment; the PSP retries',
};

const LANG_HEADER = {
  name: 'lang',
  in: 'header',
  required: false,
  description: 'The locale of every message (pt-BR by default); spec §7',
  schema: { type: 'string', maxLength: 16, example: 'pt-BR' },
};

const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'One per intent (8–100 letters, digits, `_` or `-`): a retry with the same key answers the first result',
  schema: { type: 'string', pattern: '^[\\w-]{8,100}$' },
};

const ANSWER_HEADERS = {
  'x-request-id': { description: 'The key to the server log of this request', schema: { type: 'string' } },
};

const TOKEN_ANSWER_HEADER = {
  token: {
    description: 'A rotated session token that replaces the stored one (spec §4)',
    schema: { type: 'string' },
  },
};

/** `GET /wallet/info` as the document names it: the API prefix left out, `:name` written `{name}`. */
function operationKey(method: string, url: string): string {
  return `${method} ${url.replace(API_PREFIX, '').replace(/:(\w+)/g, '{$1}')}`;
}

/** The descriptor key of `@jl/core` for a route (`POST /wallet/unlock`), or undefined off the API. */
function descriptorKey(method: string, url: string): string | undefined {
  return url.startsWith(`${API_PREFIX}/`) ? `${method} ${url.slice(API_PREFIX.length)}` : undefined;
}

function authOf(app: FastifyInstance, route: RouteOptions): Auth {
  const hooks: unknown[] = [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);
  if (hooks.includes(app.requireMember) || hooks.includes(app.requireMemberCached)) return 'member';
  if (hooks.includes(app.optionalMember)) return 'optional-member';
  if (hooks.some((hook) => typeof hook === 'function' && 'staffRoles' in hook)) return 'staff';
  return 'none';
}

const SECURITY: Record<Auth, Array<Record<string, string[]>> | undefined> = {
  member: [{ token: [] }],
  'optional-member': [{}, { token: [] }],
  staff: [{ staffBearer: [] }],
  none: undefined,
};

type Operation = {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema?: unknown }>; headers?: object }
  >;
  security?: unknown;
};

function refusalAnswer(description: string) {
  return { description, headers: ANSWER_HEADERS, content: { [ENVELOPE_MEDIA]: { schema: REFUSAL_REF } } };
}

function describeOperation(operation: Operation, facts: OperationFacts): void {
  const success = operation.responses['200'];
  const successSchema = success?.content?.[ENVELOPE_MEDIA]?.schema;
  const headers = facts.auth === 'none' ? ANSWER_HEADERS : { ...ANSWER_HEADERS, ...TOKEN_ANSWER_HEADER };
  operation.responses['200'] = facts.foreignAnswer
    ? { description: success?.description ?? 'Default Response', headers }
    : {
        description:
          'The success envelope (code 1), or a refusal (code 0, 302 or 409) answered with HTTP 200',
        headers,
        content: {
          [ENVELOPE_MEDIA]: { schema: successSchema ? { oneOf: [successSchema, REFUSAL_REF] } : REFUSAL_REF },
        },
      };
  const statuses = facts.webhook ? { ...COMMON_STATUSES, ...WEBHOOK_STATUSES } : COMMON_STATUSES;
  for (const [status, description] of Object.entries(statuses)) {
    operation.responses[status] = refusalAnswer(description);
  }
  const parameters = [...(operation.parameters ?? []), LANG_HEADER];
  if (facts.idempotent) parameters.push(IDEMPOTENCY_HEADER);
  operation.parameters = parameters;
  const security = SECURITY[facts.auth];
  if (security) operation.security = security;
  const json = operation.requestBody?.content[ENVELOPE_MEDIA];
  // @fastify/formbody parses every body route's form as the same fields (strings on the wire).
  if (operation.requestBody && json && !facts.webhook) {
    operation.requestBody.content['application/x-www-form-urlencoded'] = json;
  }
}

/** The swagger options that describe every operation truthfully (see the comment at the top). */
export function openapiDescription(app: FastifyInstance): {
  components: object;
  transform: SwaggerTransform;
  transformObject: SwaggerTransformObject;
} {
  const facts = new Map<string, OperationFacts>();
  return {
    components: { securitySchemes: SECURITY_SCHEMES, schemas: { Refusal: REFUSAL_SCHEMA } },
    transform: (input) => {
      const { route, url } = input;
      for (const method of [route.method].flat()) {
        const key = operationKey(method, url);
        const descriptor = descriptorKey(method, url);
        facts.set(key, {
          auth: authOf(app, route),
          idempotent: Boolean(descriptor && ROUTE_SCHEMAS.get(descriptor as never)?.idempotent),
          foreignAnswer: FOREIGN_ANSWERS.has(key),
          webhook: key.startsWith('POST /payments/pix/webhook'),
        });
      }
      return jsonSchemaTransform(input);
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const paths = (openapiObject.paths ?? {}) as Record<string, Record<string, Operation>>;
      for (const [path, item] of Object.entries(paths)) {
        for (const [method, operation] of Object.entries(item)) {
          const known = facts.get(`${method.toUpperCase()} ${path}`);
          if (known) describeOperation(operation, known);
        }
      }
      return openapiObject;
    },
  };
}
