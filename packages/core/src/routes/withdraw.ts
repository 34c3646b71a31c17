import type { withdrawSchemas } from '../contracts/withdraw.ts';
import { endpoints } from './route.ts';

/** Withdrawal accounts and withdrawals (module `withdraw`; docs/API.md "Withdrawals"). */
export const withdrawApi = endpoints<typeof withdrawSchemas>()({
  accounts: 'GET /withdraw/accounts',
  bind: 'POST /withdraw/bind',
  init: 'GET /withdraw/init',
  apply: 'POST /withdraw/apply',
  record: 'GET /withdraw/record',
  detail: 'GET /withdraw/detail',
  depositTerms: 'GET /withdraw/deposit-terms',
});
