import { staffRgApi } from '@jl/core/routes/staff.ts';
import { call } from '../../../lib/api.ts';

/** How many players are in each responsible-gaming state, and the latest of each. */
export const fetchRgOverview = () => call(staffRgApi.overview, {});

export type RgStateOverview = Awaited<ReturnType<typeof fetchRgOverview>>['states'][number];
