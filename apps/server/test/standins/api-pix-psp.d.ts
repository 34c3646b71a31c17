import { type Cents } from '@jl/core';
import type { Pem } from './certs.ts';
/**
 * A local PSP that implements the documented contracts the `apiPix` provider speaks: the BCB API Pix
 * v2 (`POST /oauth/token` with client credentials, `PUT|GET /v2/cob/{txid}`, `PUT /v2/webhook/{chave}`,
 * `PUT /v2/pix/{e2eid}/devolucao/{id}`, the `{pix:[…]}` callback to `{webhookUrl}/pix`) and Efí's
 * Pix-out (`PUT /v2/gn/pix/{idEnvio}`, `GET /v2/gn/pix/enviados/id-envio/{idEnvio}`), all over mTLS.
 * Knobs make it misbehave as real PSPs do: short-lived tokens, 5xx, slow answers, answers lost after
 * the work was done, duplicate and unacknowledged callbacks. Test code only; never a real PSP.
 */
export type Fault = {
    /** Method and path prefix, e.g. "PUT /v2/cob". */
    match: string;
    /** Answer this status instead (5xx), or never answer within `delayMs` (a timeout). */
    status?: number;
    delayMs?: number;
    /** Do the work, then answer with the fault (the caller does not know it happened). */
    after?: boolean;
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
    devedor: {
        cpf?: string;
        nome?: string;
    } | null;
    pixCopiaECola: string;
};
type Sent = {
    idEnvio: string;
    e2e: string;
    amount: string;
    status: 'EM_PROCESSAMENTO' | 'REALIZADO' | 'NAO_REALIZADO';
    key: string;
    cpf: string | null;
    erro: {
        codigo: string;
        motivo: string;
    } | null;
};
export type Delivery = {
    status: number;
    body: string;
} | {
    error: string;
};
export type PspStandinOptions = {
    tls: Pem & {
        ca: string;
    };
    /** The certificate this PSP presents when it calls the casino's webhook. */
    clientCert: Pem;
    clientId: string;
    clientSecret: string;
    now: () => Date;
    port?: number;
    host?: string;
};
export declare function createPspStandin(options: PspStandinOptions): {
    state: {
        tokens: Map<string, number>;
        cobs: Map<string, Cob>;
        webhooks: Map<string, string>;
        webhookHeaders: Map<string, Record<string, string | string[] | undefined>>;
        received: Map<string, {
            txid: string | null;
            amount: string;
        }>;
        refunds: Map<string, {
            e2e: string;
            amount: string;
            status: string;
            rtrId: string;
        }>;
        sent: Map<string, Sent>;
        log: string[];
        tokenRequests: number;
    };
    knobs: {
        tokenTtlSeconds: number;
        faults: Fault[];
        /** Keys and the CPF of their holder (a CPF key belongs to that CPF unless told otherwise here). */
        keyOwners: Map<string, string>;
        /** Milliseconds before a payout settles and its callback is sent (null: stays processing). */
        payoutDelayMs: number | null;
        refundsFail: boolean;
        /** Refunds answer EM_PROCESSAMENTO; their outcome comes later in a callback. */
        refundsPending: boolean;
        /** Waits between callback attempts that were not acknowledged (2xx). */
        retryDelaysMs: number[];
        /** Rewrites the registered URL before calling it (tests reach the listener on an ephemeral port). */
        rewrite: (url: string) => string;
    };
    readonly url: string;
    start(): Promise</*elided*/ any>;
    /** The cob behind one of our orders. */
    cobOf(orderNo: string): Cob | null;
    /** A payer pays a charge (or any amount to it): the Pix is settled and the casino is notified. */
    pay(orderNo: string, payer: {
        cpf: string | null;
        name?: string;
    }, over?: {
        amount?: string;
        twice?: boolean;
        at?: Date;
    }): Promise<{
        endToEndId: string;
        item: {
            gnExtras?: {
                pagador: {
                    cpf: string;
                    nome: string;
                };
            } | undefined;
            endToEndId: string;
            txid: string;
            chave: string;
            valor: string;
            horario: string;
        };
        deliveries: Delivery[];
    }>;
    notify: (body: unknown, options2?: {
        twice?: boolean;
    }) => Promise<Delivery[]>;
    post: (url: string, raw: string, withCert?: boolean, cert?: Pem) => Promise<Delivery>;
    /** The amount, in centavos, of a decimal string (test helper). */
    cents: (v: string) => Cents;
    decimal: (c: bigint) => string;
    settle(): Promise<void>;
    close(): Promise<void>;
};
export type PspStandin = ReturnType<typeof createPspStandin>;
export {};
