import type { rgSchemas } from '../contracts/rg.ts';
import { endpoints } from './route.ts';

/**
 * Responsible gaming (module `rg`) and the account's closure (module `closure`); docs/API.md "Responsible
 * gaming" and "Account closure".
 */
export const rgApi = endpoints<typeof rgSchemas>()({
  status: 'GET /rg/status',
  setLimit: 'POST /rg/limits',
  confirmLimits: 'POST /rg/limits/confirm',
  cooloff: 'POST /rg/cooloff',
  exclude: 'POST /rg/exclude',
  realityCheck: 'POST /rg/reality-check',
  closePreview: 'GET /user/close',
  close: 'POST /user/close',
});
