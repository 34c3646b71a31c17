import type { vipSchemas } from '../contracts/vip.ts';
import { endpoints } from './route.ts';

export const vipApi = endpoints<typeof vipSchemas>()({
  info: 'GET /vip/info',
  receive: 'POST /vip/receive',
});
