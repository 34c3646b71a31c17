import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import type { DatavalidExchange } from '../standins/datavalid.ts';

/**
 * Serpro's own Swagger 2.0 documents of Datavalid (vendor/serpro-datavalid: Básico `POST
 * /validate/pf`, Biometria `POST /validate/pf-face`) as validators of every request the adapter sends
 * and every answer it accepts, plus the gateway's token exchange as Serpro's README documents it. The
 * documents leave every object open; here each object schema is closed (`additionalProperties:
 * false`), so that a field the document does not define is caught too. Test code only.
 */
type Node = Record<string, unknown>;
type Swagger = Node & {
  info: { title: string; version: string };
  basePath: string;
  paths: Record<string, Record<string, Node & { responses: Record<string, { schema?: Node }> }>>;
  definitions: Record<string, Node>;
  securityDefinitions: Record<string, Node>;
};

const vendored = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../vendor/serpro-datavalid/${name}`, import.meta.url), 'utf8'),
  ) as Swagger;
export const basicoSpec = vendored('basico-vbeta1.json');
export const biometriaSpec = vendored('biometria-vbeta1.json');

export const OPERATIONS = {
  pf: { spec: basicoSpec, path: '/validate/pf', input: 'ValidateInputBasicoPF' },
  'pf-face': { spec: biometriaSpec, path: '/validate/pf-face', input: 'ValidateInputBiometriaPF' },
} as const;
type OperationName = keyof typeof OPERATIONS;

/** Every object schema with properties closed to them; `#/definitions/` made absolute to `root`. */
function closed(node: unknown, root: string): unknown {
  if (Array.isArray(node)) return node.map((n) => closed(n, root));
  if (!node || typeof node !== 'object') return node;
  const out: Node = {};
  for (const [k, v] of Object.entries(node))
    out[k] = k === '$ref' && typeof v === 'string' ? `${root}${v}` : closed(v, root);
  if (out.type === 'object' && out.properties) out.additionalProperties = false;
  return out;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
// The documents' own date format and Swagger's number formats.
ajv.addFormat('yyyy-mm-dd', /^\d{4}-\d{2}-\d{2}$/);
ajv.addFormat('double', true);
for (const [id, spec] of [
  ['basico', basicoSpec],
  ['biometria', biometriaSpec],
] as const)
  ajv.addSchema({ $id: id, definitions: closed(spec.definitions, id) as object });

const rootOf = (name: OperationName) => (name === 'pf' ? 'basico' : 'biometria');
const definition = (name: OperationName, def: string) =>
  ajv.getSchema(`${rootOf(name)}#/definitions/${def}`) as ValidateFunction;

function errorsOf(validate: ValidateFunction, value: unknown): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
}

/** The operation a gateway path names (basePath + path), or null. */
export function operationOf(path: string): OperationName | null {
  for (const [name, op] of Object.entries(OPERATIONS))
    if (path === `${op.spec.basePath}${op.path}`) return name as OperationName;
  return null;
}

const json = (type: string | null) => (type ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';

/** The token request: form `grant_type=client_credentials` with HTTP Basic credentials (README). */
function checkToken(x: DatavalidExchange, credentials?: { key: string; secret: string }): string[] {
  const errors: string[] = [];
  if (x.method !== 'POST') errors.push('token: not POST');
  if ((x.contentType ?? '').split(';')[0] !== 'application/x-www-form-urlencoded')
    errors.push('token: not a form');
  if (new URLSearchParams(x.body).get('grant_type') !== 'client_credentials')
    errors.push('token: grant_type is not client_credentials');
  const [kind, value = ''] = (x.authorization ?? '').split(' ');
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  if (kind !== 'Basic' || (credentials && decoded !== `${credentials.key}:${credentials.secret}`))
    errors.push('token: authorization is not Basic base64(key:secret)');
  if (!x.fault && x.status === 200) {
    const a = (x.answer ?? {}) as Node;
    if (typeof a.access_token !== 'string' || typeof a.expires_in !== 'number' || a.token_type !== 'Bearer')
      errors.push('token: answer lacks access_token, expires_in or token_type Bearer');
  }
  return errors;
}

/** A validation request: POST, JSON, a Bearer token (the documents' `Authorization` header), the body. */
export function checkRequest(x: Omit<DatavalidExchange, 'status' | 'answerType' | 'answer' | 'fault'>) {
  const name = operationOf(x.path);
  if (!name || x.method !== 'POST') return [`${x.method} ${x.path} is not a documented operation`];
  const errors: string[] = [];
  if (!json(x.contentType)) errors.push(`content type ${x.contentType} is not application/json`);
  if (!/^Bearer \S+$/.test(x.authorization ?? '')) errors.push('authorization is not a Bearer token');
  let body: unknown;
  try {
    body = JSON.parse(x.body);
  } catch {
    return [...errors, 'body is not JSON'];
  }
  errors.push(...errorsOf(definition(name, OPERATIONS[name].input), body));
  const answer = (body as { answer?: Node })?.answer;
  if (!/^\d{11}$/.test(String((body as { key?: Node })?.key?.cpf))) errors.push('key.cpf is not 11 digits');
  if (name === 'pf-face' && !/^[A-Za-z0-9+/]+={0,2}$/.test(String(answer?.biometria_face)))
    errors.push('answer.biometria_face is not base64');
  return errors;
}

/** An answer: 200 and 422 against the operation's documented schema; 401 is the gateway's expiry. */
export function checkAnswer(
  name: OperationName,
  answer: { status: number; contentType: string | null; body: unknown },
) {
  const responses = OPERATIONS[name].spec.paths[OPERATIONS[name].path]!.post!.responses;
  if (answer.status === 401) return [];
  const documented = responses[String(answer.status)];
  if (!documented?.schema) return [`status ${answer.status} is not documented`];
  if (!json(answer.contentType)) return [`${answer.status}: content type is not application/json`];
  const ref = String(documented.schema.$ref).replace('#/definitions/', '');
  return errorsOf(definition(name, ref), answer.body).map((e) => `${answer.status}: ${e}`);
}

/** Every exchange with the stand-in: tokens as the README documents them, validations as the documents. */
export function checkExchanges(
  exchanges: DatavalidExchange[],
  credentials?: { key: string; secret: string },
): string[] {
  const errors: string[] = [];
  for (const x of exchanges) {
    const where = `${x.method} ${x.path}`;
    if (x.path === '/token') {
      errors.push(...checkToken(x, credentials).map((e) => `${where} ${e}`));
      continue;
    }
    errors.push(...checkRequest(x).map((e) => `${where} request: ${e}`));
    const name = operationOf(x.path);
    if (name && !x.fault)
      errors.push(
        ...checkAnswer(name, { status: x.status, contentType: x.answerType, body: x.answer }).map(
          (e) => `${where} answer ${e}`,
        ),
      );
  }
  return [...new Set(errors)];
}
