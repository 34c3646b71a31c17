import type { UncreditedPayment } from '@jl/core/contracts/admin-money.ts';
import type { RouteInput } from '@jl/core/routes/route.ts';
import { staffPaymentsApi } from '@jl/core/routes/staff.ts';
import type { ListFilter } from '../../../components/list/list-filters.tsx';
import { call } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/download.ts';

/** The tabs, named by `backoffice.payments.tabs.<state>`. */
export const PAYMENT_STATES = ['open', 'resolved'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What the maker asks for, or the checker's rejection of a pending request. */
export type PaymentDialog =
  | { kind: 'credit' | 'refund'; payment: UncreditedPayment }
  | { kind: 'reject'; payment: UncreditedPayment; id: string };

type ListQuery = RouteInput<typeof staffPaymentsApi.uncredited>;

export const fetchUncredited = (state: PaymentState, page: number, size: number, filters: ListFilter = {}) =>
  call(staffPaymentsApi.uncredited, { ...(filters as ListQuery), state, page, size });

/** The same selection as CSV (docs/API.md "CSV export"). */
export const exportUncredited = (state: PaymentState, page: number, size: number, filters: ListFilter = {}) =>
  downloadCsv(staffPaymentsApi.uncredited, { ...(filters as ListQuery), state, page, size });

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
