import type { Cents } from '@jl/core';

/**
 * What the casino needs from a Pix PSP (docs/API.md "Deposits (Pix)" → "Provider interface").
 * The built-in `sandbox` implements it for development and tests; a real PSP adapter (Efí, Woovi,
 * Mercado Pago, …) implements the same functions over the PSP's API and maps its webhook format to
 * `PixWebhookEvent`. Every call that moves money carries our own idempotency key (txid, refundId,
 * withdrawalId), so that retrying a call after a timeout never moves money twice.
 */
export type PixProvider = {
  /** "sandbox" or the PSP's name; shown in logs and stored with each charge. */
  readonly name: string;
  /**
   * Creates (or, for the same txid, returns again) an immediate charge for exactly `amountCents`,
   * payable until `expiresAt`. The PSP's `PUT /cob/{txid}` is idempotent by txid in the same way.
   */
  createCharge(input: CreateChargeInput): Promise<PixCharge>;
  /**
   * True only when the call comes from the PSP (checked before parsing): a valid signature of the raw
   * body (sandbox), or the transport the API Pix standard uses (the PSP's client certificate).
   */
  verifyWebhook(rawBody: string, headers: WebhookHeaders, peer?: WebhookPeer): boolean;
  /** The events of a verified webhook body (already JSON-parsed); null when it is not readable. */
  parseWebhook(body: unknown): PixWebhookEvent[] | null;
  /**
   * The payer of a received Pix whose notification named none, as the PSP vouches for it (the API
   * Pix's `cob-devedor` policy); `null` when it cannot be confirmed. Throws when the PSP cannot be
   * asked now (the notification is then not acknowledged, and the PSP delivers it again). Optional:
   * without it a Pix without a payer stays unconfirmed.
   */
  confirmPayer?(event: PixReceivedEvent): Promise<PixReceivedEvent['payer'] | null>;
  /** Returns a received Pix to its payer (BCB `devolução`); idempotent by `refundId`. */
  refundDeposit(input: RefundInput): Promise<RefundResult>;
  /** Sends a Pix to the player's own CPF key; idempotent by `withdrawalId`. The result also arrives by webhook. */
  payOut(input: PayoutInput): Promise<PayoutResult>;
  /** The PSP's view of a payout (polling fallback when a webhook is late); null when it never saw it. */
  payoutStatus(withdrawalId: string): Promise<PayoutResult | null>;
  /** Work at start, once the app is ready (the API Pix registers its webhook); optional. */
  start?(): Promise<void>;
  /** Stops timers and connections (the app calls it on close). */
  close(): Promise<void>;
};

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** Where a webhook call came from, as the transport saw it. */
export type WebhookPeer = {
  ip: string;
  query: Record<string, string | undefined>;
  /** True when it arrived over TLS with a client certificate our configured CA verified. */
  clientCertificateVerified: boolean;
};

/** The receiving account printed in the BR Code (the operator's `pix` settings). */
export type PixMerchant = { key: string; merchantName: string; merchantCity: string };

export type CreateChargeInput = {
  /** Our charge id, [A-Za-z0-9]{1,25} so that it fits field 62-05 of a static BR Code. */
  txid: string;
  amountCents: Cents;
  expiresAt: Date;
  /** The expected payer (the player's recharge info): PSPs print it on the charge (`devedor`). */
  payer?: { cpf: string; name: string };
};

export type PixCharge = {
  /** The "Pix copia e cola" text. */
  brCode: string;
  /** The QR as a data URL image, when the PSP renders one (otherwise we render it). */
  qrImage?: string;
  /** The PSP's id of the charge. */
  providerRef: string;
};

/** A Pix received into the operator's account. `endToEndId` is unique per payment (BCB). */
export type PixReceivedEvent = {
  type: 'pix.received';
  endToEndId: string;
  /** The charge it pays; null for a Pix sent to the key without one. */
  txid: string | null;
  amountCents: Cents;
  paidAt: Date;
  /** Who paid, as the PSP reports it (Efí's `pagador`, Woovi's payer taxID); null when unknown. */
  payer: { cpf: string | null; name: string | null };
  /** Refunds of this payment as the PSP reports them (the API Pix re-sends the Pix with `devolucoes`). */
  refunds?: RefundResult[];
};

/** The outcome of a payout we asked for. */
export type PayoutEvent = {
  type: 'payout.paid' | 'payout.failed';
  withdrawalId: string;
  providerRef: string;
  endToEndId: string | null;
  amountCents: Cents;
  at: Date;
  /** Why it failed, in the PSP's words. */
  reason: string | null;
};

export type PixWebhookEvent = PixReceivedEvent | PayoutEvent;

export type RefundInput = {
  /** The received Pix to return. */
  endToEndId: string;
  amountCents: Cents;
  reason: string;
  /** Our id of the refund, [A-Za-z0-9]{1,35}: repeating the call with it never refunds twice. */
  refundId: string;
};

export type RefundResult = {
  refundId: string;
  /** BCB: EM_PROCESSAMENTO → DEVOLVIDO | NAO_REALIZADO. */
  status: 'processing' | 'refunded' | 'failed';
  /** The refund's own end-to-end id ("D…"), once known. */
  returnId: string | null;
};

export type PayoutInput = {
  withdrawalId: string;
  /** The player's own CPF, 11 digits: the PSP pays only a key of this CPF. */
  cpf: string;
  amountCents: Cents;
  name?: string;
};

export type PayoutResult = {
  withdrawalId: string;
  providerRef: string;
  status: 'processing' | 'paid' | 'failed';
  endToEndId: string | null;
  reason: string | null;
};

/** Handles payout results arriving by webhook (set by the withdraw module); true when applied. */
export type PayoutEventHandler = (event: PayoutEvent) => Promise<boolean>;
