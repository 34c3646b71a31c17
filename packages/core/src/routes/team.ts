import type { teamSchemas } from '../contracts/team.ts';
import { endpoints } from './route.ts';

/** The team tab and its pages (module `team`; docs/API.md "Team"). */
export const teamApi = endpoints<typeof teamSchemas>()({
  info: 'GET /team/info',
  members: 'GET /team/members',
  income: 'GET /team/income',
  agent: 'GET /team/agent',
  invite: 'GET /team/invite',
  receiveSalary: 'POST /team/salary/receive',
  openChest: 'POST /team/chest/open',
  withdrawBonus: 'POST /team/bonus/withdraw',
});
