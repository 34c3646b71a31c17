import { adminJobs } from '@jl/core/contracts/jobs.ts';
import { api } from '../../../lib/api.ts';

export const fetchJobs = () => api('/admin/jobs', adminJobs);
