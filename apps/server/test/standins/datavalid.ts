import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { closeServer, listen, portOf } from './listening.ts';

/**
 * A local Serpro API gateway with Datavalid (vendor/serpro-datavalid): `POST /token` (Basic
 * key:secret, form `grant_type=client_credentials` → `{scope, token_type: "Bearer", expires_in,
 * access_token}`), `POST /datavalid/basico/vbeta1/validate/pf` and `POST
 * /datavalid/biometria/vbeta1/validate/pf-face` (Bearer; 200 with a boolean per field sent, 422 with
 * `[{property, message}]`, 401 once the token expired). `records` is its Receita: a CPF's name, birth
 * date, status and face (the base64 of the image that matches). `failures` makes the next validation
 * hang or fail; `expireTokens()` makes every issued token draw 401. `exchanges` records every request
 * and answer for checking against the documents (test/specs/datavalid-spec.ts).
 */
export type DatavalidExchange = {
  method: string;
  path: string;
  contentType: string | null;
  authorization: string | null;
  body: string;
  status: number;
  answerType: string | null;
  answer: unknown;
  /** The answer was an injected fault (a hang, a forced 5xx): not Serpro's contract. */
  fault: boolean;
};
export type DatavalidRecord = {
  nome: string;
  data_nascimento: string;
  regular: boolean;
  face: string | null;
};
export type DatavalidFailure = { status: number; hangMs?: number };

const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/g, ' ').trim();

async function read(req: IncomingMessage) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw;
}

type Answer = (status: number, body: unknown, fault?: boolean) => void;

function validate(
  path: 'pf' | 'pf-face',
  body: { key?: { cpf?: unknown }; answer?: Record<string, unknown> },
  records: Map<string, DatavalidRecord>,
  answer: Answer,
) {
  const cpf = String(body?.key?.cpf ?? '');
  const a = body?.answer ?? {};
  if (!/^\d{11}$/.test(cpf)) return answer(422, [{ property: 'key.cpf', message: 'CPF inválido' }]);
  const record = records.get(cpf);
  if (!record) return answer(422, [{ property: 'key.cpf', message: 'CPF não encontrado' }]);
  const nome = fold(String(a.nome ?? '')) === fold(record.nome);
  const fields = {
    nome,
    nome_similaridade: nome ? 1 : 0.42,
    data_nascimento: a.data_nascimento === record.data_nascimento,
  };
  if (path === 'pf')
    return answer(200, { ...fields, situacao_cpf: record.regular === (a.situacao_cpf === 'regular') });
  const face = record.face !== null && a.biometria_face === record.face;
  return answer(200, {
    ...fields,
    biometria_face_disponivel: record.face !== null,
    ...(record.face !== null
      ? { biometria_face: face, biometria_face_similaridade: face ? 0.98 : 0.11 }
      : {}),
    informacoes_adicionais: { cpf_regular: record.regular },
  });
}

export function createDatavalidStandin(options: { key: string; secret: string; expiresIn?: number }) {
  const records = new Map<string, DatavalidRecord>();
  const failures: DatavalidFailure[] = [];
  const exchanges: DatavalidExchange[] = [];
  const tokens = new Set<string>();
  let tokenRequests = 0;
  let server: Server | null = null;

  function handle(req: IncomingMessage, raw: string, answer: Answer) {
    if (req.method === 'POST' && req.url === '/token') {
      tokenRequests += 1;
      const basic = `Basic ${Buffer.from(`${options.key}:${options.secret}`).toString('base64')}`;
      if (
        req.headers.authorization !== basic ||
        new URLSearchParams(raw).get('grant_type') !== 'client_credentials'
      )
        return answer(401, { error: 'invalid_client' });
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return answer(200, {
        scope: 'am_application_scope default',
        token_type: 'Bearer',
        expires_in: options.expiresIn ?? 3295,
        access_token: token,
      });
    }
    const path =
      req.url === '/datavalid/basico/vbeta1/validate/pf'
        ? 'pf'
        : req.url === '/datavalid/biometria/vbeta1/validate/pf-face'
          ? 'pf-face'
          : null;
    if (req.method !== 'POST' || !path) return answer(404, { message: 'not found' }, true);
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return answer(401, { message: 'Invalid Credentials' });
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return answer(422, [{ property: 'body', message: 'JSON inválido' }]);
    }
    return validate(path, body as never, records, answer);
  }

  const standin = {
    records,
    failures,
    exchanges,
    get tokenRequests() {
      return tokenRequests;
    },
    get url() {
      return `http://127.0.0.1:${portOf(server!)}`;
    },
    /** Every issued token draws 401 from now on (the gateway's expiry). */
    expireTokens() {
      tokens.clear();
    },
    env(): Record<string, string> {
      return {
        KYC_PROVIDER: 'datavalid',
        DATAVALID_TOKEN_URL: `${standin.url}/token`,
        DATAVALID_BASICO_URL: `${standin.url}/datavalid/basico/vbeta1`,
        DATAVALID_BIOMETRIA_URL: `${standin.url}/datavalid/biometria/vbeta1`,
        DATAVALID_CONSUMER_KEY: options.key,
        DATAVALID_CONSUMER_SECRET: options.secret,
      };
    },
    async start() {
      server = createServer((req, res) => {
        void (async () => {
          const raw = await read(req);
          const answer: Answer = (status, body, fault = false) => {
            exchanges.push({
              method: req.method ?? '',
              path: req.url ?? '',
              contentType: req.headers['content-type'] ?? null,
              authorization: req.headers.authorization ?? null,
              body: raw,
              status,
              answerType: 'application/json',
              answer: body,
              fault,
            });
            if (!res.destroyed)
              res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
          };
          const failure = req.url !== '/token' ? failures.shift() : undefined;
          if (failure?.hangMs) await new Promise((r) => setTimeout(r, failure.hangMs));
          if (failure) return answer(failure.status, { message: 'fault' }, true);
          handle(req, raw, answer);
        })();
      });
      await listen(server);
      return standin;
    },
    async close() {
      await closeServer(server);
    },
  };
  return standin;
}
