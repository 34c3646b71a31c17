import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

/**
 * The Central Bank's API Pix OpenAPI document (vendor/bacen-pix-api, 2.9.0) as validators: the
 * schemas of its components, of each operation's request body and of each documented answer. Test
 * code only. OpenAPI 3.0 schemas are JSON Schema with extra keywords (`example`, `readOnly`,
 * `nullable` — Ajv knows the last); `format: uri` is read as the spec's own examples use it, a
 * location without a scheme ("pix.example.com/qr/v2/…", as the BR Code carries it).
 */
type Node = Record<string, unknown>;
const ROOT = 'bacen-pix-api';

const text = readFileSync(new URL('../../../../vendor/bacen-pix-api/openapi.yaml', import.meta.url), 'utf8');
export const apiPixSpec = parse(text) as Node & {
  info: { version: string };
  paths: Record<string, Node>;
  components: { examples: Record<string, { value: unknown }> };
};

/** Local `#/…` references made absolute, so that any schema compiled alone resolves them. */
function absolute(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(absolute);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${ROOT}${v}` : absolute(v),
    ]),
  );
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ strict: false, allErrors: true, validateSchema: false }));
ajv.addFormat('uri', /^[\x21-\x7e]+$/);
const doc = absolute(apiPixSpec) as Node;
ajv.addSchema({ $id: ROOT, components: (doc as { components: unknown }).components });

function at(pointer: string): Node {
  let node: unknown = doc;
  for (const part of pointer.split('/').slice(1))
    node = (node as Node)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node as Node;
}
const deref = (node: Node): Node =>
  typeof node?.$ref === 'string' && !String(node.$ref).includes('/schemas/')
    ? deref(at(String(node.$ref).slice(ROOT.length + 1)))
    : node;

const compiled = new Map<unknown, ValidateFunction>();
function validatorOf(schema: unknown): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema as object);
    compiled.set(schema, validate);
  }
  return validate;
}

/** The errors of `value` against a schema of `components/schemas` (empty when valid). */
export function checkSchema(name: string, value: unknown): string[] {
  return errorsOf(validatorOf({ $ref: `${ROOT}#/components/schemas/${name}` }), value);
}

function errorsOf(validate: ValidateFunction, value: unknown): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
}

/** The template of the spec's paths that a concrete path (without the version prefix) matches. */
function operationOf(method: string, path: string): { template: string; op: Node } {
  for (const [template, item] of Object.entries(apiPixSpec.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const op = (doc as { paths: Record<string, Node> }).paths[template]![method.toLowerCase()];
    if (pattern.test(path) && op && item) return { template, op: op as Node };
  }
  throw new Error(`${method} ${path} is no operation of the API Pix`);
}

/** The errors of a request body against the operation's `requestBody` (JSON). */
export function checkRequest(method: string, path: string, body: unknown): string[] {
  const { template, op } = operationOf(method, path);
  if (!op.requestBody) return body === undefined || body === null ? [] : [`${template} takes no body`];
  const content = deref(op.requestBody as Node).content as Record<string, { schema: unknown }>;
  const json = content['application/json'];
  if (!json) return [`${template} takes no JSON body`];
  return errorsOf(validatorOf(json.schema), body);
}

/**
 * The errors of an answer against what the operation documents for its status: the status must be
 * documented, with the Content-Type the spec gives it, and the body valid against its schema.
 */
export function checkAnswer(
  method: string,
  path: string,
  answer: { status: number; contentType: string | null; body: unknown },
): string[] {
  const { template, op } = operationOf(method, path);
  const documented = (op.responses as Record<string, Node>)[String(answer.status)];
  if (!documented) return [`${method} ${template}: status ${answer.status} is not documented`];
  const content = (deref(documented).content ?? {}) as Record<string, { schema: unknown }>;
  const type = (answer.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const media = content[type];
  if (!media) {
    return Object.keys(content).length === 0 && answer.body == null
      ? []
      : [`${method} ${template} ${answer.status}: content type ${type || '(none)'} is not documented`];
  }
  return errorsOf(validatorOf(media.schema), answer.body).map(
    (e) => `${method} ${template} ${answer.status}: ${e}`,
  );
}

/** The errors of a callback `{pix: […]}` against the spec's `WebhookPixBody`. */
export function checkCallback(body: unknown): string[] {
  const content = deref(at('/components/requestBodies/WebhookPixBody')).content as Record<
    string,
    { schema: unknown }
  >;
  return errorsOf(validatorOf(content['application/json']!.schema), body);
}

/** A named example of `components/examples`. */
export const exampleOf = (name: string) => apiPixSpec.components.examples[name]!.value;

/**
 * Every exchange with the PSP stand-in checked against the spec: the request bodies the adapter sent
 * and the answers it got on the standard's operations, and every standard callback. Efí's own
 * operations (`/gn/…`, its payout callbacks) and the OAuth2 token endpoint are outside this document;
 * a 401 is the bearer scheme's (RFC 6750); injected faults are not the PSP's answers.
 */
export function checkExchanges(
  exchanges: {
    method: string;
    path: string;
    request: unknown;
    status: number;
    contentType: string;
    body: unknown;
    fault: boolean;
  }[],
  callbacks: unknown[],
): string[] {
  const errors: string[] = [];
  for (const x of exchanges) {
    if (x.fault || x.path === '/oauth/token' || x.path.startsWith('/v2/gn/') || x.status === 401) continue;
    const path = x.path.replace(/^\/v2/, '');
    errors.push(...checkRequest(x.method, path, x.request).map((e) => `${x.method} ${x.path} request: ${e}`));
    errors.push(...checkAnswer(x.method, path, x));
  }
  for (const body of callbacks) {
    const items = ((body as { pix?: { tipo?: string }[] }).pix ?? []).filter((i) => i.tipo !== 'SOLICITACAO');
    if (items.length) errors.push(...checkCallback({ pix: items }).map((e) => `callback: ${e}`));
  }
  return [...new Set(errors)];
}
