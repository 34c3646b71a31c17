import type { activitySchemas } from '../contracts/activity.ts';
import { endpoints } from './route.ts';

/** Activities, the check-in, the wheel and the records (module `activity`; docs/API.md "Activities"). */
export const activityApi = endpoints<typeof activitySchemas>()({
  list: 'GET /activity/list',
  detail: 'GET /activity/detail',
  checkin: 'POST /activity/checkin',
  receive: 'POST /activity/receive',
  wheel: 'GET /activity/wheel',
  spin: 'POST /activity/wheel/spin',
  tables: 'GET /activity/wheel/tables',
  records: 'GET /activity/records',
});
