import { staffReportsApi } from '@jl/core/routes/staff.ts';
import { call } from '../../../lib/api.ts';

export const fetchDashboard = () => call(staffReportsApi.dashboard);
