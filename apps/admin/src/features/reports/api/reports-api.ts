import type { ReportSummaryQuery } from '@jl/core/contracts/reports.ts';
import { staffReportsApi } from '@jl/core/routes/staff.ts';
import { call } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/download.ts';

export type SummaryFilter = Pick<ReportSummaryQuery, 'from' | 'to' | 'group'>;

export const fetchSummary = (filter: SummaryFilter) => call(staffReportsApi.summary, filter);

/** The same rows and the totals row as CSV (docs/API.md "CSV export"). */
export const exportSummary = (filter: SummaryFilter) => downloadCsv(staffReportsApi.summary, filter);
