import { encodeBrCode, toDecimal } from '@jl/core';
import type { z } from 'zod';
import type { ApiPixConfig, WebhookGuardConfig } from '../../../config/provider-env.ts';
import type {
  CreateChargeInput,
  PayoutInput,
  PayoutResult,
  PixCharge,
  PixMerchant,
  PixProvider,
  PixReceivedEvent,
  RefundInput,
  RefundResult,
  WebhookPeer,
} from '../pix-provider.ts';
import { renderQr } from '../qr.ts';
import {
  callbackBody,
  cobAnswer,
  cobTxidOf,
  eventsOf,
  payoutResultOf,
  refundAnswer,
  refundResultOf,
  sendAnswer,
  sentAnswer,
} from './api-pix-wire.ts';
import { createPspHttp, type PspAnswer, PspError, type PspHttp } from './psp-http.ts';
import { createTokenCache } from './token-cache.ts';
import { verifyCallback } from './webhook-guard.ts';

/**
 * The BCB standard API Pix v2 (bacen/pix-api) as a `PixProvider`, so that any PSP implementing the
 * standard plugs in by configuration, plus Efí's Pix-out (`PUT /v2/gn/pix/{idEnvio}` with
 * `favorecido.cpf`, so the PSP itself refuses a key that is not the player's CPF). docs/OPERATIONS.md
 * "Going live" lists what the operator configures.
 */
export type ApiPixProvider = PixProvider & {
  readonly name: 'apiPix';
  /** The charge as the PSP sees it (`GET /cob/{txid}`), by our order number. */
  getCharge(txid: string): Promise<CobAnswer>;
  /** `PUT /webhook/{chave}` with our callback URL (idempotent: a PUT replaces the registration). */
  registerWebhook(): Promise<void>;
};
type CobAnswer = z.infer<typeof cobAnswer>;

export type ApiPixOptions = {
  config: ApiPixConfig;
  guard: WebhookGuardConfig;
  /** The shared secret of the fallback (`?hmac=`), when no mTLS listener is configured. */
  webhookSecret: string | null;
  /** Name and city printed in a BR Code we build from the cob's `location` (no `pixCopiaECola`). */
  merchant: () => Promise<Pick<PixMerchant, 'merchantName' | 'merchantCity'>>;
  now: () => Date;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  retryDelaysMs?: number[];
};

function invalid(what: string, answer: PspAnswer, issues: z.ZodError): PspError {
  const paths = issues.issues.map((i) => i.path.join('.') || '(root)').join(', ');
  return new PspError(`unexpected ${what} answer from the PSP (fields: ${paths})`, answer.status);
}

function parse<T extends z.ZodTypeAny>(schema: T, what: string, answer: PspAnswer): z.infer<T> {
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw invalid(what, answer, parsed.error);
  return parsed.data;
}

function refused(what: string, answer: PspAnswer): PspError {
  // RFC 7807 problem+json: title and detail are safe to log; the body never carries our secrets.
  const problem = answer.body as {
    title?: unknown;
    detail?: unknown;
    nome?: unknown;
    mensagem?: unknown;
  } | null;
  const detail = [problem?.title ?? problem?.nome, problem?.detail ?? problem?.mensagem]
    .filter((v) => typeof v === 'string')
    .join(': ')
    .slice(0, 300);
  return new PspError(`PSP refused ${what} (${answer.status})`, answer.status, detail || null);
}

export function createApiPixProvider(options: ApiPixOptions): ApiPixProvider {
  const { config } = options;
  const http = createPspHttp({
    tls: config.tls,
    timeoutMs: config.timeoutMs,
    retryDelaysMs: options.retryDelaysMs ?? config.retryDelaysMs,
  });
  const tokens = createTokenCache({ http, config, now: options.now });
  const psp: Psp = { options, config, call: createCall(http, tokens) };

  const provider: ApiPixProvider = {
    name: 'apiPix',
    createCharge: (input) => createCharge(psp, input),
    async getCharge(txid: string) {
      const answer = await psp.call('GET', `${config.baseUrl}/cob/${cobTxidOf(txid)}`);
      if (answer.status !== 200) throw refused('the charge query', answer);
      return parse(cobAnswer, 'charge', answer);
    },

    verifyWebhook: (_rawBody: string, _headers, peer?: WebhookPeer) =>
      verifyCallback(peer, { guard: options.guard, secret: options.webhookSecret }),

    parseWebhook(body: unknown) {
      const parsed = callbackBody.safeParse(body);
      if (!parsed.success) {
        options.log.error(
          { fields: parsed.error.issues.map((i) => i.path.join('.')).slice(0, 10) },
          'pix callback of an unexpected shape',
        );
        return null;
      }
      return eventsOf(parsed.data);
    },

    confirmPayer: (event) => confirmPayer(psp, event),
    async refundDeposit(input: RefundInput): Promise<RefundResult> {
      const url = `${config.baseUrl}/pix/${input.endToEndId}/devolucao/${input.refundId}`;
      const answer = await psp.call('PUT', url, {
        valor: toDecimal(input.amountCents),
        natureza: 'ORIGINAL',
        descricao: input.reason.slice(0, 140),
      });
      if (answer.status !== 200 && answer.status !== 201) throw refused('the refund', answer);
      return refundResultOf(parse(refundAnswer, 'refund', answer));
    },

    payOut: (input) => payOut(psp, input),
    payoutStatus: (withdrawalId) => payoutStatus(psp, withdrawalId),
    registerWebhook: () => registerWebhook(psp),
    start: () => provider.registerWebhook(),

    async close() {
      http.close();
    },
  };
  return provider;
}

/** What the operations share: the options, the PSP's configuration and its authenticated call. */
type Psp = { options: ApiPixOptions; config: ApiPixConfig; call: Call };
type Call = ReturnType<typeof createCall>;

/** A call with a bearer token; a 401 (token revoked or expired early) gets one fresh token and retries. */
function createCall(http: PspHttp, tokens: ReturnType<typeof createTokenCache>) {
  return async function call(
    method: 'GET' | 'PUT',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const json: Record<string, string> = payload === undefined ? {} : { 'content-type': 'application/json' };
    for (let attempt = 0; ; attempt += 1) {
      const token = await tokens.get();
      const answer = await http.send(method, url, {
        body: payload,
        headers: { authorization: `Bearer ${token}`, ...json, ...headers },
      });
      if (answer.status === 401 && attempt === 0) {
        tokens.invalidate(token);
        continue;
      }
      return answer;
    }
  };
}

/** The dynamic BR Code of a cob the PSP answered without `pixCopiaECola` (BCB manual: field 26-25). */
async function brCodeOf(psp: Psp, location: string) {
  const { merchantName, merchantCity } = await psp.options.merchant();
  return encodeBrCode({ kind: 'dynamic', url: location, oneTime: true, merchantName, merchantCity });
}

/** Our callback URL as the PSP is told it. */
function webhookTarget({ config, options }: Psp): string {
  if (options.guard.mtls || !options.webhookSecret) return config.webhookUrl;
  // Fallback: the secret rides in the query; "&ignorar=" absorbs the "/pix" some PSPs append literally.
  return `${config.webhookUrl}/pix?hmac=${encodeURIComponent(options.webhookSecret)}&ignorar=`;
}

async function createCharge(psp: Psp, input: CreateChargeInput): Promise<PixCharge> {
  const { config, options } = psp;
  const txid = cobTxidOf(input.txid);
  const seconds = Math.max(60, Math.floor((input.expiresAt.getTime() - options.now().getTime()) / 1000));
  // Under `cob-devedor` the PSP accepts the cob only from its devedor: a cob without one could
  // never be confirmed, so it is not made.
  if (config.payerSource === 'cob-devedor' && !(input.payer?.cpf && input.payer.name)) {
    throw new PspError('the payer policy cob-devedor needs the payer CPF and name for the cob', null);
  }
  const body = {
    calendario: { expiracao: seconds },
    // The standard wants both or neither (a replayed order may not know the name any more).
    ...(input.payer?.cpf && input.payer.name
      ? { devedor: { cpf: input.payer.cpf, nome: input.payer.name.slice(0, 200) } }
      : {}),
    valor: { original: toDecimal(input.amountCents), modalidadeAlteracao: 0 },
    chave: config.chave,
    solicitacaoPagador: `Depósito ${input.txid}`,
  };
  const url = `${config.baseUrl}/cob/${txid}`;
  let answer = await psp.call('PUT', url, body);
  // A repeated PUT after a lost answer: some PSPs refuse a txid they already hold; read it instead.
  if (answer.status === 409 || answer.status === 400) {
    const known = await psp.call('GET', url);
    if (known.status === 200) answer = known;
  }
  if (answer.status !== 200 && answer.status !== 201) throw refused('the charge', answer);
  const cob = parse(cobAnswer, 'charge', answer);
  if (cob.txid !== txid || cob.valor.original !== toDecimal(input.amountCents)) {
    throw new PspError('the PSP answered with another charge', answer.status);
  }
  const brCode = cob.pixCopiaECola ?? (await brCodeOf(psp, cob.location ?? cob.loc?.location ?? ''));
  return { brCode, qrImage: await renderQr(brCode), providerRef: cob.txid };
}

/** The devedor of the cob this Pix paid, under the payer policy `cob-devedor`. */
async function confirmPayer(psp: Psp, event: PixReceivedEvent) {
  const { config } = psp;
  if (config.payerSource !== 'cob-devedor' || !event.txid) return null;
  const answer = await psp.call('GET', `${config.baseUrl}/cob/${cobTxidOf(event.txid)}`);
  if (answer.status === 404) return null;
  if (answer.status !== 200) throw refused('the charge query', answer);
  const cob = parse(cobAnswer, 'charge', answer);
  // The PSP's own record: this cob was paid by this Pix, and it names its devedor (the only
  // account the PSP, configured so, accepts a payment of this cob from).
  const paidByThis = cob.status === 'CONCLUIDA' && cob.pix?.some((p) => p.endToEndId === event.endToEndId);
  if (!paidByThis || !cob.devedor?.cpf) return null;
  return { cpf: cob.devedor.cpf, name: cob.devedor.nome ?? null };
}

async function payOut(psp: Psp, input: PayoutInput): Promise<PayoutResult> {
  const { config } = psp;
  const cpf = input.cpf.replace(/\D/g, '');
  const url = `${config.payoutBaseUrl}/pix/${input.withdrawalId}`;
  const answer = await psp.call('PUT', url, {
    valor: toDecimal(input.amountCents),
    pagador: { chave: config.chave, infoPagador: `Saque ${input.withdrawalId}` },
    // The player's CPF key, and the CPF the PSP must find as its holder.
    favorecido: { chave: cpf, cpf },
  });
  if (answer.status === 200 || answer.status === 201) {
    return payoutResultOf(input.withdrawalId, parse(sendAnswer, 'payout', answer));
  }
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 401) {
    // Already sent with this idEnvio (a retry after a lost answer)? Then its state is the answer;
    // otherwise the PSP refused it before any money moved (invalid key, key of another CPF).
    const known = await payoutStatus(psp, input.withdrawalId);
    if (known) return known;
    const error = refused('the payout', answer);
    return payoutResultOf(input.withdrawalId, { status: 'NAO_REALIZADO' }, error.detail ?? error.message);
  }
  throw refused('the payout', answer);
}

async function payoutStatus(psp: Psp, withdrawalId: string): Promise<PayoutResult | null> {
  const { config } = psp;
  const answer = await psp.call('GET', `${config.payoutBaseUrl}/pix/enviados/id-envio/${withdrawalId}`);
  if (answer.status === 404) return null;
  if (answer.status !== 200) throw refused('the payout query', answer);
  const sent = parse(sentAnswer, 'payout status', answer);
  const erro = sent.gnExtras?.erro;
  const reason = [erro?.codigo, erro?.motivo].filter(Boolean).join(': ') || null;
  return payoutResultOf(withdrawalId, sent, reason);
}

/** `PUT /webhook/{chave}` with our callback URL. */
async function registerWebhook(psp: Psp) {
  const { config, options } = psp;
  const headers: Record<string, string> = options.guard.mtls ? {} : { 'x-skip-mtls-checking': 'true' };
  const answer = await psp.call(
    'PUT',
    `${config.baseUrl}/webhook/${encodeURIComponent(config.chave)}`,
    { webhookUrl: webhookTarget(psp) },
    headers,
  );
  if (answer.status !== 200 && answer.status !== 201 && answer.status !== 204) {
    throw refused('the webhook registration', answer);
  }
  options.log.info(
    { webhookUrl: config.webhookUrl, mtls: Boolean(options.guard.mtls) },
    'pix webhook registered',
  );
}
