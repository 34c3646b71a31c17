import { adminDashboard } from '@jl/core/contracts/reports.ts';
import { api } from '../../../lib/api.ts';

export const fetchDashboard = () => api('/admin/reports/dashboard', adminDashboard);
