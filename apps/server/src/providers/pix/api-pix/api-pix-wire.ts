import { type Cents, parseDecimal } from '@jl/core';
import { z } from 'zod';
import type {
  PayoutEvent,
  PayoutResult,
  PixReceivedEvent,
  PixWebhookEvent,
  RefundResult,
} from '../pix-provider.ts';

/**
 * The PSP's answers and callbacks, validated before anything reads them (bacen/pix-api openapi.yaml
 * v2 and Efí's Pix-out documentation). An answer of another shape is a logged failure, never a credit.
 */
const decimal = z.string().regex(/^\d{1,10}\.\d{2}$/);
const amountOf = (v: string) => parseDecimal(v) as Cents;
/** `EndToEndId`: exactly 32 alphanumerics (the standard; Efí's payout examples show shorter ones). */
const E2E = /^[A-Za-z0-9]{32}$/;
/**
 * A `date-time` as the spec means it (RFC 3339 §5.6, which allows `t` and `z` in lower case): read
 * case-insensitively, refused when it is no real instant.
 */
export const rfc3339 = z
  .string()
  .max(64)
  .transform((v) => v.toUpperCase())
  .pipe(z.iso.datetime({ offset: true }))
  .refine((v) => !Number.isNaN(Date.parse(v)), 'not a real instant');

/** OAuth2 client-credentials answer (RFC 6749 §5.1). */
export const tokenAnswer = z.object({
  access_token: z.string().min(1).max(4096),
  token_type: z.string().max(40).optional(),
  expires_in: z.coerce
    .number()
    .int()
    .positive()
    .max(86_400 * 30),
  scope: z.string().max(2000).optional(),
});

/**
 * `CobGerada`/`CobCompleta` (the fields we read) of PUT/GET /cob/{txid}. `pixCopiaECola` is optional in
 * the spec: without it the BR Code is built from `location` (or `loc.location`), which is then required.
 */
export const cobAnswer = z
  .object({
    txid: z.string().regex(/^[A-Za-z0-9]{26,35}$/),
    status: z.enum(['ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP']),
    valor: z.object({ original: decimal }),
    calendario: z.object({ criacao: rfc3339, expiracao: z.coerce.number().int() }),
    pixCopiaECola: z.string().min(20).max(512).optional(),
    location: z.string().min(1).max(77).optional(),
    loc: z.object({ location: z.string().min(1).max(77).optional() }).optional(),
    /** The debtor the cob names (`PessoaFisica`/`PessoaJuridica`); read by the `cob-devedor` payer policy. */
    devedor: z
      .object({
        cpf: z.string().max(20).optional(),
        cnpj: z.string().max(20).optional(),
        nome: z.string().max(200).optional(),
      })
      .optional(),
    /** The Pix received for this cob (`CobCompleta.pix`). */
    pix: z
      .array(z.object({ endToEndId: z.string().max(35) }))
      .max(100)
      .optional(),
  })
  .refine((cob) => cob.pixCopiaECola || cob.location || cob.loc?.location, {
    message: 'neither pixCopiaECola nor location',
    path: ['pixCopiaECola'],
  });
export type CobAnswer = z.infer<typeof cobAnswer>;

/** PUT /pix/{e2eid}/devolucao/{id}. */
export const refundAnswer = z.object({
  id: z.string().max(35),
  rtrId: z.string().max(35).optional().nullable(),
  valor: decimal,
  status: z.enum(['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO']),
});

export function refundResultOf(
  answer: Pick<z.infer<typeof refundAnswer>, 'id' | 'rtrId' | 'status'>,
): RefundResult {
  const status = { EM_PROCESSAMENTO: 'processing', DEVOLVIDO: 'refunded', NAO_REALIZADO: 'failed' } as const;
  return { refundId: answer.id, status: status[answer.status], returnId: answer.rtrId ?? null };
}

const sendStatus = z.enum(['EM_PROCESSAMENTO', 'REALIZADO', 'NAO_REALIZADO']);
const payoutStatusOf = {
  EM_PROCESSAMENTO: 'processing',
  REALIZADO: 'paid',
  NAO_REALIZADO: 'failed',
} as const;

/** Efí PUT /v2/gn/pix/{idEnvio}: the payout was accepted for processing. */
export const sendAnswer = z.object({
  idEnvio: z.string().max(35),
  e2eId: z.string().max(35).optional().nullable(),
  valor: decimal,
  status: sendStatus,
});

/** Efí GET /v2/gn/pix/enviados/id-envio/{idEnvio}: the payout as the PSP sees it now. */
export const sentAnswer = z.object({
  endToEndId: z.string().max(35).optional().nullable(),
  idEnvio: z.string().max(35),
  valor: decimal,
  status: sendStatus,
  gnExtras: z
    .object({
      erro: z
        .object({ codigo: z.string().max(20).optional(), motivo: z.string().max(300).optional() })
        .optional(),
    })
    .optional(),
});

export function payoutResultOf(
  withdrawalId: string,
  answer: { status: z.infer<typeof sendStatus>; e2eId?: string | null; endToEndId?: string | null },
  reason: string | null = null,
): PayoutResult {
  const endToEndId = answer.endToEndId ?? answer.e2eId ?? null;
  const status = payoutStatusOf[answer.status];
  return {
    withdrawalId,
    providerRef: endToEndId ?? withdrawalId,
    status,
    endToEndId: status === 'paid' ? endToEndId : null,
    reason: status === 'failed' ? (reason ?? 'NAO_REALIZADO') : null,
  };
}

const payer = z
  .object({
    cpf: z.string().max(20).optional(),
    cnpj: z.string().max(20).optional(),
    nome: z.string().max(200).optional(),
  })
  .optional();

const error = z
  .object({ codigo: z.string().max(20).optional(), motivo: z.string().max(300).optional() })
  .optional();

/** One item of the callback `{pix: [...]}`: a received Pix (standard) or, with `tipo`, an Efí payout. */
const pixItem = z.object({
  endToEndId: z.string().regex(/^[A-Za-z0-9]{1,35}$/),
  txid: z.string().max(35).optional().nullable(),
  valor: decimal,
  horario: rfc3339.optional().nullable(),
  infoPagador: z.string().max(140).optional().nullable(),
  /** Older API Pix versions and some PSPs. */
  pagador: payer,
  tipo: z.string().max(30).optional(),
  status: sendStatus.optional(),
  gnExtras: z.object({ pagador: payer, idEnvio: z.string().max(35).optional(), erro: error }).optional(),
  devolucoes: z
    .array(refundAnswer.omit({ valor: true }).extend({ valor: decimal.optional() }))
    .max(50)
    .optional(),
});

const isPayout = (item: { tipo?: string; gnExtras?: { idEnvio?: string } }) =>
  item.tipo === 'SOLICITACAO' || Boolean(item.gnExtras?.idEnvio);

export const callbackBody = z.object({
  pix: z
    .array(
      pixItem.refine((item) => isPayout(item) || E2E.test(item.endToEndId), {
        message: 'endToEndId must be 32 alphanumerics',
        path: ['endToEndId'],
      }),
    )
    .min(1)
    .max(500),
});

/**
 * Our order numbers are shorter than the API Pix txid (`[a-zA-Z0-9]{26,35}`), so the txid at the PSP is
 * "JL" + two-digit length + order number, padded with zeros to 26: reversible, deterministic (the same
 * order always makes the same PUT) and unique per order.
 */
export function cobTxidOf(txid: string): string {
  if (!/^[A-Za-z0-9]{1,31}$/.test(txid)) throw new Error('txid must be 1 to 31 alphanumerics');
  return `JL${String(txid.length).padStart(2, '0')}${txid}`.padEnd(26, '0');
}

export function orderTxidOf(cobTxid: string | null | undefined): string | null {
  const match = cobTxid ? /^JL(\d{2})([A-Za-z0-9]+)$/.exec(cobTxid) : null;
  if (!match) return null;
  const length = Number(match[1]);
  return length > 0 && length <= match[2]!.length ? match[2]!.slice(0, length) : null;
}

/** The events of a validated callback. Items that are neither (a payout still processing) are skipped. */
export function eventsOf(body: z.infer<typeof callbackBody>): PixWebhookEvent[] {
  const events: PixWebhookEvent[] = [];
  for (const item of body.pix) {
    const idEnvio = item.gnExtras?.idEnvio;
    if (isPayout(item)) {
      if (!idEnvio || !item.status || item.status === 'EM_PROCESSAMENTO') continue;
      const paid = item.status === 'REALIZADO';
      const erro = item.gnExtras?.erro;
      const event: PayoutEvent = {
        type: paid ? 'payout.paid' : 'payout.failed',
        withdrawalId: idEnvio,
        providerRef: item.endToEndId,
        endToEndId: paid ? item.endToEndId : null,
        amountCents: amountOf(item.valor),
        at: item.horario ? new Date(item.horario) : new Date(),
        reason: paid ? null : [erro?.codigo, erro?.motivo].filter(Boolean).join(': ') || 'NAO_REALIZADO',
      };
      events.push(event);
      continue;
    }
    if (!item.horario) continue;
    const who = item.gnExtras?.pagador ?? item.pagador;
    const received: PixReceivedEvent = {
      type: 'pix.received',
      endToEndId: item.endToEndId,
      txid: orderTxidOf(item.txid),
      amountCents: amountOf(item.valor),
      paidAt: new Date(item.horario),
      payer: { cpf: who?.cpf ?? null, name: who?.nome ?? null },
      ...(item.devolucoes?.length ? { refunds: item.devolucoes.map(refundResultOf) } : {}),
    };
    events.push(received);
  }
  return events;
}
