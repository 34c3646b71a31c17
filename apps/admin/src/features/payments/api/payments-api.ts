import type { UncreditedPayment } from '@jl/core/contracts/admin-money.ts';
import { staffPaymentsApi } from '@jl/core/routes/staff.ts';
import { listCalls } from '../../../components/list/list-calls.ts';
import { call } from '../../../lib/api.ts';

/** The tabs, named by `backoffice.payments.tabs.<state>`. */
export const PAYMENT_STATES = ['open', 'resolved'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What the maker asks for, or the checker's rejection of a pending request. */
export type PaymentDialog =
  | { kind: 'credit' | 'refund'; payment: UncreditedPayment }
  | { kind: 'reject'; payment: UncreditedPayment; id: string };

/** A page of the list, and the whole selection of the same tab and filters as CSV (docs/API.md "CSV export"). */
export const { fetch: fetchUncredited, exportCsv: exportUncredited } = listCalls(
  staffPaymentsApi.uncredited,
  (state: PaymentState) => ({ state }),
);

export const approveResolution = (id: string) => call(staffPaymentsApi.approve, { id });

/** Requests a credit (to `memberId`) or a refund, or rejects the pending request. */
export const sendResolution = (dialog: PaymentDialog, memberId: string, reason: string) =>
  dialog.kind === 'reject'
    ? call(staffPaymentsApi.reject, { id: dialog.id, reason })
    : call(staffPaymentsApi.resolve, {
        id: dialog.payment.id,
        ...(dialog.kind === 'credit'
          ? { action: 'credit' as const, member_id: memberId.trim(), reason }
          : { action: 'refund' as const, reason }),
      });
