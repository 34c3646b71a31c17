import type { paySchemas } from '../contracts/pay.ts';
import { endpoints } from './route.ts';

/** Deposits by Pix and the first-deposit reporting calls of docs/SPECIFICATION.md §4 (module `payments`). */
export const payApi = endpoints<typeof paySchemas>()({
  info: 'GET /recharge/info',
  saveInfo: 'POST /recharge/info',
  init: 'GET /recharge/init',
  create: 'POST /recharge/create',
  order: 'GET /recharge/order',
  record: 'GET /recharge/record',
  userFb: 'GET /user/fb',
  firstDepositReport: 'GET /activity/Fbb',
});
