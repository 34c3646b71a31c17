import { type Cents, parseDecimal, toDecimal } from '@jl/core';
import { z } from 'zod';
import type { PayoutEvent, PixReceivedEvent, PixWebhookEvent } from './pix-provider.ts';

/**
 * The sandbox PSP's webhook format (one event per call), signed with `x-signature: sha256=<hex>`:
 *   Pix received: {endToEndId, txid, amount: "50.00", paidAt, payer: {cpf, name}}
 *   Payout:       {type: "payout", withdrawalId, providerRef, status: "paid"|"failed", endToEndId,
 *                  amount, at, reason}
 * A real PSP adapter maps its own format (e.g. the BCB `{pix: [...]}` batch) to the same events.
 */
const decimal = z
  .string()
  .max(20)
  .refine((v) => /^\d{1,13}\.\d{2}$/.test(v));
const instant = z.iso.datetime({ offset: true });

const pixReceived = z.object({
  type: z.literal('pix').optional(),
  endToEndId: z.string().regex(/^[A-Za-z0-9]{1,35}$/),
  txid: z.string().max(35).nullable().optional(),
  amount: decimal,
  paidAt: instant,
  payer: z
    .object({
      cpf: z.string().max(20).nullable().optional(),
      name: z.string().max(140).nullable().optional(),
    })
    .nullable()
    .optional(),
});

const payout = z.object({
  type: z.literal('payout'),
  withdrawalId: z.string().min(1).max(64),
  providerRef: z.string().max(64),
  status: z.enum(['paid', 'failed']),
  endToEndId: z.string().max(35).nullable(),
  amount: decimal,
  at: instant,
  reason: z.string().max(200).nullable(),
});

export type SandboxPixBody = z.input<typeof pixReceived>;
export type SandboxPayoutBody = z.input<typeof payout>;

const amountOf = (v: string) => parseDecimal(v) as Cents;

export function parseSandboxWebhook(body: unknown): PixWebhookEvent[] | null {
  if (body && typeof body === 'object' && (body as { type?: unknown }).type === 'payout') {
    const parsed = payout.safeParse(body);
    if (!parsed.success) return null;
    const p = parsed.data;
    const event: PayoutEvent = {
      type: p.status === 'paid' ? 'payout.paid' : 'payout.failed',
      withdrawalId: p.withdrawalId,
      providerRef: p.providerRef,
      endToEndId: p.endToEndId,
      amountCents: amountOf(p.amount),
      at: new Date(p.at),
      reason: p.reason,
    };
    return [event];
  }
  const parsed = pixReceived.safeParse(body);
  if (!parsed.success) return null;
  const p = parsed.data;
  const event: PixReceivedEvent = {
    type: 'pix.received',
    endToEndId: p.endToEndId,
    txid: p.txid && p.txid !== '***' ? p.txid : null,
    amountCents: amountOf(p.amount),
    paidAt: new Date(p.paidAt),
    payer: { cpf: p.payer?.cpf ?? null, name: p.payer?.name ?? null },
  };
  return [event];
}

export function pixBody(e: Omit<PixReceivedEvent, 'type'>): SandboxPixBody {
  return {
    endToEndId: e.endToEndId,
    txid: e.txid,
    amount: toDecimal(e.amountCents),
    paidAt: e.paidAt.toISOString(),
    payer: e.payer,
  };
}

export function payoutBody(e: PayoutEvent): SandboxPayoutBody {
  return {
    type: 'payout',
    withdrawalId: e.withdrawalId,
    providerRef: e.providerRef,
    status: e.type === 'payout.paid' ? 'paid' : 'failed',
    endToEndId: e.endToEndId,
    amount: toDecimal(e.amountCents),
    at: e.at.toISOString(),
    reason: e.reason,
  };
}
