import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, request as httpsRequest, type Server } from 'node:https';
import { type Cents, encodeBrCode, parseDecimal, toDecimal } from '@jl/core';
import type { Pem } from './certs.ts';
import { closeServer, listen, portOf } from './listening.ts';

/**
 * A local PSP that implements the documented contracts the `apiPix` provider speaks: the BCB API Pix
 * v2 (`POST /oauth/token` with client credentials, `PUT|GET /v2/cob/{txid}`, `PUT /v2/webhook/{chave}`,
 * `PUT /v2/pix/{e2eid}/devolucao/{id}`, the `{pix:[…]}` callback to `{webhookUrl}/pix`) and Efí's
 * Pix-out (`PUT /v2/gn/pix/{idEnvio}`, `GET /v2/gn/pix/enviados/id-envio/{idEnvio}`), all over mTLS.
 * Knobs make it misbehave as real PSPs do: short-lived tokens, 5xx, slow answers, answers lost after
 * the work was done, duplicate and unacknowledged callbacks. Its standard answers and callbacks keep to
 * the vendored spec (vendor/bacen-pix-api: `loc.criacao`, the key sent, errors as
 * `application/problem+json`); every exchange is logged so that tests check it against the spec.
 * Callbacks come in two shapes (`knobs.callbackShape`): Efí's, with `gnExtras.pagador`, or the
 * standard's alone, which names no payer. Test code only; never a real PSP.
 */
export type Fault = {
  /** Method and path prefix, e.g. "PUT /v2/cob". */
  match: string;
  /** Answer this status instead (5xx), or never answer within `delayMs` (a timeout). */
  status?: number;
  delayMs?: number;
  /** Do the work, then answer with the fault (the caller does not know it happened). */
  after?: boolean;
  /** Only slow: wait `delayMs`, then do the work and answer as usual. */
  slow?: boolean;
  /** How many requests it hits. */
  times: number;
  /** A body of the wrong shape with status 200. */
  badShape?: boolean;
};

type Cob = {
  txid: string;
  status: 'ATIVA' | 'CONCLUIDA';
  amount: string;
  expiracao: number;
  criacao: string;
  devedor: { cpf?: string; nome?: string } | null;
  chave: string;
  locId: number;
  pixCopiaECola: string;
  /** The Pix received for it (`CobCompleta.pix`). */
  pix: { endToEndId: string; txid: string; valor: string; horario: string; chave: string }[];
};
/** One request to this PSP and its answer, as sent and received (`fault`: an injected answer). */
export type Exchange = {
  method: string;
  path: string;
  request: unknown;
  status: number;
  contentType: string;
  body: unknown;
  fault: boolean;
};
type Sent = {
  idEnvio: string;
  e2e: string;
  amount: string;
  status: 'EM_PROCESSAMENTO' | 'REALIZADO' | 'NAO_REALIZADO';
  key: string;
  cpf: string | null;
  erro: { codigo: string; motivo: string } | null;
};
/** The payer's bank was told no: the PSP accepts this cob only from its devedor (`knobs.enforceDevedor`). */
export class PaymentRefused extends Error {
  constructor(orderNo: string) {
    super(`payment of ${orderNo} refused: the payer is not the cob's devedor`);
    this.name = 'PaymentRefused';
  }
}
export type Delivery = { status: number; body: string } | { error: string };

export type PspStandinOptions = {
  tls: Pem & { ca: string };
  /** The certificate this PSP presents when it calls the casino's webhook. */
  clientCert: Pem;
  clientId: string;
  clientSecret: string;
  now: () => Date;
  port?: number;
  host?: string;
};

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const alnum = (n: number) => [...randomBytes(n)].map((b) => ALNUM[b % ALNUM.length]).join('');
const stamp = (d: Date) => d.toISOString().replace(/[-T:]/g, '').slice(0, 12);
const e2eAt = (d: Date, prefix = 'E') => `${prefix}12345678${stamp(d)}${alnum(11)}`;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function createPspStandin(options: PspStandinOptions) {
  const state = {
    tokens: new Map<string, number>(),
    cobs: new Map<string, Cob>(),
    webhooks: new Map<string, string>(),
    webhookHeaders: new Map<string, Record<string, string | string[] | undefined>>(),
    received: new Map<string, { txid: string | null; amount: string }>(),
    refunds: new Map<string, { e2e: string; amount: string; status: string; rtrId: string }>(),
    sent: new Map<string, Sent>(),
    log: [] as string[],
    exchanges: [] as Exchange[],
    /** Every callback of a received Pix this PSP made (`pay`), in order; tests' own `notify` bodies are not. */
    callbacks: [] as unknown[],
    tokenRequests: 0,
  };
  const pending = new WeakMap<ServerResponse, Omit<Exchange, 'status' | 'contentType' | 'body'>>();
  const knobs = {
    tokenTtlSeconds: 3600,
    faults: [] as Fault[],
    /** Keys and the CPF of their holder (a CPF key belongs to that CPF unless told otherwise here). */
    keyOwners: new Map<string, string>(),
    /** Milliseconds before a payout settles and its callback is sent (null: stays processing). */
    payoutDelayMs: 20 as number | null,
    refundsFail: false,
    /** Refunds answer EM_PROCESSAMENTO; their outcome comes later in a callback. */
    refundsPending: false,
    /** Waits between callback attempts that were not acknowledged (2xx). */
    retryDelaysMs: [30, 60, 120],
    /** Rewrites the registered URL before calling it (tests reach the listener on an ephemeral port). */
    rewrite: (url: string) => url,
    /** `efi`: received Pix carry `gnExtras.pagador`; `standard`: only the spec's fields (no payer). */
    callbackShape: 'efi' as 'efi' | 'standard',
    /** Answers carry `pixCopiaECola` (the spec leaves it optional: the payer's BR Code is then built from `location`). */
    copiaECola: true,
    /** Accept a cob's payment only from its `devedor` (the option some PSPs offer); others are refused. */
    enforceDevedor: false,
  };
  const inflight = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>) => {
    inflight.add(p);
    void p.finally(() => inflight.delete(p)).catch(() => {});
    return p;
  };

  function send(res: ServerResponse, status: number, body: unknown, contentType = 'application/json') {
    const exchange = pending.get(res);
    if (exchange) state.exchanges.push({ ...exchange, status, contentType, body });
    res.writeHead(status, { 'content-type': contentType }).end(JSON.stringify(body));
  }
  /** RFC 7807, as the spec's `Problema`. */
  const problem = (res: ServerResponse, status: number, title: string, detail = '') =>
    send(
      res,
      status,
      { type: `https://pix.bcb.gov.br/api/v2/error/${title}`, title, status, ...(detail ? { detail } : {}) },
      'application/problem+json',
    );

  function faultFor(method: string, path: string): Fault | null {
    const fault = knobs.faults.find((f) => f.times > 0 && `${method} ${path}`.startsWith(f.match));
    if (!fault) return null;
    fault.times -= 1;
    return fault;
  }

  function cobView(cob: Cob) {
    const location = `psp.example/qr/v2/${cob.txid}`;
    return {
      calendario: { criacao: cob.criacao, expiracao: cob.expiracao },
      txid: cob.txid,
      revisao: 0,
      loc: { id: cob.locId, txid: cob.txid, location, tipoCob: 'cob', criacao: cob.criacao },
      location,
      status: cob.status,
      ...(cob.devedor ? { devedor: cob.devedor } : {}),
      valor: { original: cob.amount },
      chave: cob.chave,
      ...(knobs.copiaECola ? { pixCopiaECola: cob.pixCopiaECola } : {}),
      ...(cob.pix.length ? { pix: cob.pix } : {}),
    };
  }

  function sentView(s: Sent) {
    return {
      endToEndId: s.e2e,
      idEnvio: s.idEnvio,
      valor: s.amount,
      status: s.status,
      chave: s.key,
      horario: { solicitacao: options.now().toISOString() },
      ...(s.erro ? { gnExtras: { erro: s.erro } } : {}),
    };
  }

  async function route(req: IncomingMessage, res: ServerResponse, method: string, path: string, raw: string) {
    if (method === 'POST' && path === '/oauth/token') {
      state.tokenRequests += 1;
      const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}`) return problem(res, 401, 'Unauthorized');
      const form = raw.trim().startsWith('{')
        ? JSON.parse(raw)
        : Object.fromEntries(new URLSearchParams(raw));
      if (form.grant_type !== 'client_credentials') return problem(res, 400, 'unsupported_grant_type');
      const token = alnum(40);
      state.tokens.set(token, Date.now() + knobs.tokenTtlSeconds * 1000);
      return send(res, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: knobs.tokenTtlSeconds,
        scope: 'cob.write cob.read pix.read pix.write webhook.write pix.send',
      });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiry = bearer ? state.tokens.get(bearer) : undefined;
    if (!expiry || expiry < Date.now())
      return problem(res, 401, 'AcessoNegado', 'token expirado ou inválido');
    const json = raw ? JSON.parse(raw) : null;
    let m: RegExpExecArray | null = null;
    m = /^\/v2\/cob\/([A-Za-z0-9]{26,35})$/.exec(path);
    if (m) {
      const txid = m[1]!;
      if (method === 'GET') {
        const cob = state.cobs.get(txid);
        return cob ? send(res, 200, cobView(cob)) : problem(res, 404, 'CobranaNaoEncontrada');
      }
      // The same txid again (a retry after a lost answer): refused as the spec documents, nothing changes.
      if (state.cobs.has(txid)) return problem(res, 400, 'CobOperacaoInvalida', 'txid já utilizado');
      const amount = json?.valor?.original;
      if (!/^\d{1,10}\.\d{2}$/.test(amount ?? '') || !json?.chave)
        return problem(res, 400, 'CobOperacaoInvalida');
      const cob: Cob = {
        txid,
        status: 'ATIVA',
        amount,
        expiracao: Number(json.calendario?.expiracao ?? 86400),
        criacao: options.now().toISOString(),
        devedor: json.devedor ?? null,
        chave: json.chave,
        locId: state.cobs.size + 1,
        pix: [],
        pixCopiaECola: encodeBrCode({
          kind: 'dynamic',
          url: `psp.example/qr/v2/${txid}`,
          oneTime: true,
          merchantName: 'JOGO LIMPO',
          merchantCity: 'SAO PAULO',
        }),
      };
      state.cobs.set(txid, cob);
      return send(res, 201, cobView(cob));
    }
    m = /^\/v2\/webhook\/([^/]+)$/.exec(path);
    if (method === 'PUT' && m) {
      if (typeof json?.webhookUrl !== 'string') return problem(res, 400, 'WebhookOperacaoInvalida');
      state.webhooks.set(decodeURIComponent(m[1]!), json.webhookUrl);
      state.webhookHeaders.set(decodeURIComponent(m[1]!), req.headers);
      // The spec's 200 has no body.
      const exchange = pending.get(res);
      if (exchange) state.exchanges.push({ ...exchange, status: 200, contentType: '', body: null });
      return void res.writeHead(200).end();
    }
    m = /^\/v2\/pix\/([A-Za-z0-9]{32})\/devolucao\/([A-Za-z0-9]{1,35})$/.exec(path);
    if (method === 'PUT' && m) {
      const [, e2e, id] = m as unknown as [string, string, string];
      const known = state.refunds.get(id);
      if (known) return send(res, 201, { id, rtrId: known.rtrId, valor: known.amount, status: known.status });
      if (!state.received.has(e2e)) return problem(res, 404, 'PixNaoEncontrado');
      const refund = {
        e2e,
        amount: json?.valor,
        status: knobs.refundsPending ? 'EM_PROCESSAMENTO' : knobs.refundsFail ? 'NAO_REALIZADO' : 'DEVOLVIDO',
        rtrId: e2eAt(options.now(), 'D'),
      };
      state.refunds.set(id, refund);
      return send(res, 201, {
        id,
        rtrId: refund.rtrId,
        valor: refund.amount,
        status: refund.status,
        horario: { solicitacao: options.now().toISOString() },
      });
    }
    m = /^\/v2\/gn\/pix\/([A-Za-z0-9]{1,35})$/.exec(path);
    if (method === 'PUT' && m) {
      const idEnvio = m[1]!;
      const known = state.sent.get(idEnvio);
      if (known) return problem(res, 409, 'idEnvio_duplicado', 'idEnvio já utilizado');
      const key = json?.favorecido?.chave;
      const cpf = json?.favorecido?.cpf ?? null;
      if (
        !/^\d{1,10}\.\d{2}$/.test(json?.valor ?? '') ||
        typeof key !== 'string' ||
        json?.pagador?.chave === undefined
      ) {
        return problem(res, 400, 'valor_invalido');
      }
      const holder = knobs.keyOwners.get(key) ?? (/^\d{11}$/.test(key) ? key : null);
      const sent: Sent = {
        idEnvio,
        e2e: e2eAt(options.now()),
        amount: json.valor,
        status: 'EM_PROCESSAMENTO',
        key,
        cpf,
        erro: null,
      };
      state.sent.set(idEnvio, sent);
      if (cpf && holder !== cpf) {
        // Efí checks `favorecido.cpf` against the key's holder: the payout is not made.
        sent.status = 'NAO_REALIZADO';
        sent.erro = {
          codigo: 'CPF_DIVERGENTE',
          motivo: 'A chave informada não pertence ao CPF do favorecido',
        };
      }
      settlePayout(sent);
      return send(res, 201, {
        idEnvio,
        e2eId: sent.e2e,
        valor: sent.amount,
        horario: { solicitacao: options.now().toISOString() },
        status: 'EM_PROCESSAMENTO',
      });
    }
    m = /^\/v2\/gn\/pix\/enviados\/id-envio\/([A-Za-z0-9]{1,35})$/.exec(path);
    if (method === 'GET' && m) {
      const sent = state.sent.get(m[1]!);
      return sent ? send(res, 200, sentView(sent)) : problem(res, 404, 'pix_nao_encontrado');
    }
    return problem(res, 404, 'NaoEncontrado');
  }

  function settlePayout(sent: Sent) {
    if (knobs.payoutDelayMs === null) return;
    const delay = knobs.payoutDelayMs;
    track(
      new Promise<void>((resolve) => setTimeout(resolve, delay)).then(async () => {
        if (sent.status === 'EM_PROCESSAMENTO') sent.status = 'REALIZADO';
        await notify({
          pix: [
            {
              endToEndId: sent.e2e,
              chave: sent.key,
              tipo: 'SOLICITACAO',
              status: sent.status,
              valor: sent.amount,
              horario: sent.status === 'REALIZADO' ? options.now().toISOString() : null,
              gnExtras: { idEnvio: sent.idEnvio, ...(sent.erro ? { erro: sent.erro } : {}) },
            },
          ],
        });
      }),
    );
  }

  /** POSTs raw JSON to a URL as this PSP (with its client certificate unless `withCert` is false). */
  function post(
    url: string,
    raw: string,
    withCert = true,
    cert: Pem = options.clientCert,
  ): Promise<Delivery> {
    return new Promise((resolve) => {
      const req = httpsRequest(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(raw) },
          ca: options.tls.ca,
          ...(withCert ? { cert: cert.cert, key: cert.key } : {}),
          timeout: 5_000,
        },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', (error) => resolve({ error: error.message }));
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.end(raw);
    });
  }

  const acknowledged = (d: Delivery) => 'status' in d && d.status >= 200 && d.status < 300;

  /** The callback, as the PSP sends it: to the key's webhook + "/pix", retried until a 2xx. */
  async function notify(body: unknown, options2: { twice?: boolean } = {}): Promise<Delivery[]> {
    const url = [...state.webhooks.values()][0];
    if (!url) return [];
    const target = knobs.rewrite(`${url}/pix`);
    const raw = JSON.stringify(body);
    const deliveries: Delivery[] = [await post(target, raw)];
    for (const delay of knobs.retryDelaysMs) {
      if (acknowledged(deliveries.at(-1)!)) break;
      await new Promise((r) => setTimeout(r, delay));
      deliveries.push(await post(target, raw));
    }
    if (options2.twice && acknowledged(deliveries.at(-1)!)) deliveries.push(await post(target, raw));
    return deliveries;
  }

  let server: Server | null = null;
  const standin = {
    state,
    knobs,
    get url() {
      return `https://127.0.0.1:${portOf(server!)}`;
    },
    async start() {
      server = createServer(
        {
          cert: options.tls.cert,
          key: options.tls.key,
          ca: options.tls.ca,
          requestCert: true,
          rejectUnauthorized: true,
        },
        (req, res) => {
          void (async () => {
            const method = req.method ?? 'GET';
            const path = (req.url ?? '').split('?')[0]!;
            const raw = await bodyOf(req);
            state.log.push(`${method} ${path}`);
            const fault = faultFor(method, path);
            let request: unknown = raw;
            try {
              request = raw ? JSON.parse(raw) : null;
            } catch {}
            pending.set(res, { method, path, request, fault: Boolean(fault) });
            if (fault?.slow) {
              await new Promise((r) => setTimeout(r, fault.delayMs ?? 0));
              return await route(req, res, method, path, raw);
            }
            if (fault && !fault.after) {
              if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
              if (fault.badShape) return send(res, 200, { unexpected: true });
              return problem(res, fault.status ?? 503, 'ServicoIndisponivel');
            }
            if (fault?.after) {
              // Do the work, but the answer never arrives in time.
              await route(
                req,
                { writeHead: () => ({ end() {} }) } as unknown as ServerResponse,
                method,
                path,
                raw,
              );
              if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
              return problem(res, fault.status ?? 504, 'Timeout');
            }
            await route(req, res, method, path, raw);
          })().catch((error) => problem(res, 500, 'Erro', String(error)));
        },
      );
      await listen(server, options.port, options.host);
      return standin;
    },
    /** The cob behind one of our orders. */
    cobOf(orderNo: string) {
      return [...state.cobs.values()].find((c) => c.txid.slice(4, 4 + orderNo.length) === orderNo) ?? null;
    },
    /** A payer pays a charge (or any amount to it): the Pix is settled and the casino is notified. */
    async pay(
      orderNo: string,
      payer: { cpf: string | null; name?: string },
      over: { amount?: string; twice?: boolean; at?: Date } = {},
    ) {
      const cob = standin.cobOf(orderNo);
      if (!cob) throw new Error(`no charge for ${orderNo}`);
      const cpf = payer.cpf?.replace(/\D/g, '') ?? null;
      // A PSP enforcing payer = devedor refuses the payment in the payer's bank: nothing is received.
      if (knobs.enforceDevedor && cob.devedor?.cpf && cpf !== cob.devedor.cpf) {
        throw new PaymentRefused(orderNo);
      }
      const at = over.at ?? options.now();
      const e2e = e2eAt(at);
      const amount = over.amount ?? cob.amount;
      cob.status = 'CONCLUIDA';
      state.received.set(e2e, { txid: cob.txid, amount });
      const standard = {
        endToEndId: e2e,
        txid: cob.txid,
        valor: amount,
        chave: cob.chave,
        horario: at.toISOString(),
      };
      cob.pix.push(standard);
      const item = {
        ...standard,
        ...(cpf && knobs.callbackShape === 'efi'
          ? { gnExtras: { pagador: { cpf, nome: payer.name ?? 'Pagador' } } }
          : {}),
      };
      state.callbacks.push({ pix: [item] });
      const deliveries = await track(notify({ pix: [item] }, { twice: over.twice }));
      return { endToEndId: e2e, item, deliveries };
    },
    notify,
    post,
    /** The amount, in centavos, of a decimal string (test helper). */
    cents: (v: string) => parseDecimal(v) as Cents,
    decimal: (c: bigint) => toDecimal(c as Cents),
    async settle() {
      while (inflight.size > 0) await Promise.allSettled([...inflight]);
    },
    async close() {
      await standin.settle();
      await closeServer(server);
    },
  };
  return standin;
}

export type PspStandin = ReturnType<typeof createPspStandin>;
