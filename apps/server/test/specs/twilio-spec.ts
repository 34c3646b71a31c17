import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/**
 * Twilio's own OpenAPI definition of its 2010-04-01 REST API (vendor/twilio-oai, twilio-oai 2.6.7) as
 * validators for the one operation we use, `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`
 * ("Send a message"): its path parameter, security scheme, form body and 201 answer. The definition
 * documents no error answer; Twilio's error object `{code, message, more_info, status}` is the one
 * the same repository writes in its newer definitions (vendor/twilio-oai/error.schema.json). Test code
 * only. Twilio's own formats are read as its descriptions define them.
 */
type Node = Record<string, unknown>;
const ROOT = 'twilio-api-v2010';
export const MESSAGES = '/2010-04-01/Accounts/{AccountSid}/Messages.json';

const vendored = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../../vendor/twilio-oai/${name}`, import.meta.url), 'utf8'));
export const twilioSpec = vendored('twilio_api_v2010.json') as Node & {
  info: { title: string; version: string };
  paths: Record<string, Record<string, Node>>;
  components: { schemas: Record<string, Node>; securitySchemes: Record<string, Node> };
};
const errorSchema = vendored('error.schema.json') as Node;

const operation = twilioSpec.paths[MESSAGES]!.post as Node & {
  parameters: { name: string; in: string; schema: Node }[];
  security: Record<string, unknown>[];
  requestBody: { content: Record<string, { schema: Node & { properties: Record<string, Node> } }> };
  responses: Record<
    string,
    { content: Record<string, { schema: Node; examples: Record<string, { value: unknown }> }> }
  >;
};
export const FORM = 'application/x-www-form-urlencoded';
const formSchema = operation.requestBody.content[FORM]!.schema;

/** The 201 examples of the operation (`create`, `createWithMessagingService`, …). */
export const createdExamples = operation.responses['201']!.content['application/json']!.examples;

/** An E.164 number, a channel address (`whatsapp:+…`), a short code or an alphanumeric sender ID. */
const phoneNumber =
  /^(\+[1-9]\d{1,14}|[a-z][a-z-]*:\S+|\d{3,8}|(?=[A-Za-z0-9 ]*[A-Za-z])[A-Za-z0-9 ]{1,11})$/;
const rfc2822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/;

function withFormats(ajv: Ajv): Ajv {
  const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
  addFormats(ajv);
  ajv.addFormat('phone-number', phoneNumber);
  ajv.addFormat('date-time-rfc-2822', rfc2822);
  ajv.addFormat('currency', /^[A-Z]{3}$/);
  ajv.addFormat('uri-map', true);
  ajv.addFormat('int32', true);
  return ajv;
}
const options = { strict: false, allErrors: true, validateSchema: false } as const;
/** JSON answers as they are; form bodies carry every value as text, so they are coerced to the type. */
const json = withFormats(new Ajv(options));
const form = withFormats(new Ajv({ ...options, coerceTypes: 'array' }));
for (const ajv of [json, form]) ajv.addSchema({ $id: ROOT, components: twilioSpec.components });

/** Local `#/…` references made absolute, so that a schema compiled alone resolves them. */
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
const validators = {
  form: form.compile(absolute(formSchema) as object),
  created: json.compile(absolute(operation.responses['201']!.content['application/json']!.schema) as object),
  error: json.compile(errorSchema),
  accountSid: json.compile(operation.parameters.find((p) => p.name === 'AccountSid')!.schema),
};

function errorsOf(validate: ValidateFunction, value: unknown): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
}

/** The errors of `value` against a schema of `components/schemas` (empty when valid). */
export function checkSchema(name: string, value: unknown): string[] {
  return errorsOf(json.getSchema(`${ROOT}#/components/schemas/${name}`)!, value);
}

export type SmsRequest = {
  method: string;
  path: string;
  contentType: string | null;
  authorization: string | null;
  /** The raw form body as sent. */
  body: string;
};

/**
 * The errors of a request against "Send a message": the method and path (with a valid AccountSid),
 * HTTP Basic auth (the operation's `accountSid_authToken` scheme, the AccountSid as the user), the
 * form content type, and the body against the `CreateMessageRequest` schema — plus what the
 * definition states only in its descriptions: every parameter is one it documents, `From` or
 * `MessagingServiceSid` is given, and `Body`, `MediaUrl` or `ContentSid` is.
 */
export function checkRequest(request: SmsRequest): string[] {
  const errors: string[] = [];
  const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.path);
  if (request.method !== 'POST' || !match)
    return [`${request.method} ${request.path} is not "Send a message"`];
  const accountSid = decodeURIComponent(match[1]!);
  errors.push(...errorsOf(validators.accountSid, accountSid).map((e) => `AccountSid ${e}`));
  const [scheme] = operation.security.flatMap((s) => Object.keys(s));
  const security = twilioSpec.components.securitySchemes[scheme!]!;
  const [kind, credentials = ''] = (request.authorization ?? '').split(' ');
  const user = Buffer.from(credentials, 'base64').toString('utf8').split(':')[0];
  if (kind?.toLowerCase() !== String(security.scheme) || user !== accountSid)
    errors.push(`authorization is not HTTP ${security.scheme} with the AccountSid as the user`);
  const type = (request.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== FORM) errors.push(`content type ${type || '(none)'} is not ${FORM}`);
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(request.body)) {
    const known = params[name];
    params[name] = known === undefined ? value : [...[known].flat(), value];
  }
  for (const name of Object.keys(params))
    if (!(name in formSchema.properties)) errors.push(`parameter ${name} is not documented`);
  errors.push(...errorsOf(validators.form, params));
  if (!params.From && !params.MessagingServiceSid) errors.push('neither From nor MessagingServiceSid');
  if (!params.Body && !params.MediaUrl && !params.ContentSid)
    errors.push('neither Body, MediaUrl nor ContentSid');
  return errors;
}

/**
 * The errors of an answer: a 201 `application/json` against the Message resource
 * (`api.v2010.account.message`); any other status against Twilio's error object, whose four fields
 * Twilio always fills (`status` the HTTP status).
 */
export function checkAnswer(answer: { status: number; contentType: string | null; body: unknown }): string[] {
  const type = (answer.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return [`${answer.status}: content type ${type || '(none)'} is not JSON`];
  if (answer.status === 201) return errorsOf(validators.created, answer.body).map((e) => `201: ${e}`);
  if (answer.status < 400) return [`status ${answer.status} is not documented`];
  const errors = errorsOf(validators.error, answer.body);
  const body = (answer.body ?? {}) as Node;
  for (const field of ['code', 'message', 'more_info', 'status'])
    if (body[field] === undefined) errors.push(`(root) lacks ${field}`);
  if (body.status !== undefined && body.status !== answer.status)
    errors.push('status is not the HTTP status');
  return errors.map((e) => `${answer.status}: ${e}`);
}

/**
 * Every exchange with the Twilio stand-in checked against the definition: the requests the adapter
 * sent and the answers it got. Injected faults (a hang, a forced status) are not Twilio's answers, but
 * the requests that drew them still are the adapter's.
 */
export function checkExchanges(
  exchanges: (SmsRequest & {
    status: number;
    answerType: string | null;
    answer: unknown;
    fault: boolean;
  })[],
): string[] {
  const errors: string[] = [];
  for (const x of exchanges) {
    errors.push(...checkRequest(x).map((e) => `${x.method} ${x.path} request: ${e}`));
    if (!x.fault)
      errors.push(
        ...checkAnswer({ status: x.status, contentType: x.answerType, body: x.answer }).map(
          (e) => `${x.method} ${x.path} answer ${e}`,
        ),
      );
  }
  return [...new Set(errors)];
}
