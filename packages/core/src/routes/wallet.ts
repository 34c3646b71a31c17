import type { walletSchemas } from '../contracts/wallet.ts';
import { endpoints } from './route.ts';

/** The Mine wallet card, "unlock withdrawals" and the fund log (module `wallet`). */
export const walletApi = endpoints<typeof walletSchemas>()({
  info: 'GET /wallet/info',
  wagering: 'GET /wallet/wagering',
  unlock: 'POST /wallet/unlock',
  fundLog: 'GET /fund/log',
});
