import { staffJobsApi } from '@jl/core/routes/staff.ts';
import { call } from '../../../lib/api.ts';

export const fetchJobs = () => call(staffJobsApi.jobs);
