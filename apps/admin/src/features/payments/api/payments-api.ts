import {
  paymentResolutionResult,
  type UncreditedPayment,
  uncreditedList,
} from '@jl/core/contracts/admin-money.ts';
import { api, post } from '../../../lib/api.ts';

/** The tabs, named by `backoffice.payments.tabs.<state>`. */
export const PAYMENT_STATES = ['open', 'resolved'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What the maker asks for, or the checker's rejection of a pending request. */
export type PaymentDialog =
  | { kind: 'credit' | 'refund'; payment: UncreditedPayment }
  | { kind: 'reject'; payment: UncreditedPayment; id: string };

export const fetchUncredited = (state: PaymentState, page: number, size: number) =>
  api('/admin/payments/uncredited', uncreditedList, { query: { state, page, size } });

export const approveResolution = (id: string) =>
  post(`/admin/payments/resolutions/${id}/approve`, paymentResolutionResult);

/** Requests a credit (to `memberId`) or a refund, or rejects the pending request. */
export const sendResolution = (dialog: PaymentDialog, memberId: string, reason: string) =>
  dialog.kind === 'reject'
    ? post(`/admin/payments/resolutions/${dialog.id}/reject`, paymentResolutionResult, { reason })
    : post(
        `/admin/payments/${dialog.payment.id}/resolve`,
        paymentResolutionResult,
        dialog.kind === 'credit'
          ? { action: 'credit', member_id: memberId.trim(), reason }
          : { action: 'refund', reason },
      );
