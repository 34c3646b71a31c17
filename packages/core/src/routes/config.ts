import type { configSchemas } from '../contracts/config.ts';
import { endpoints } from './route.ts';

/** The launch calls of docs/SPECIFICATION.md §7 (module `config`) and the landing visit (module `tracking`). */
export const configApi = endpoints<typeof configSchemas>()({
  index: 'GET /config/index',
  killConfig: 'GET /activity/killconfig',
  gameStatus: 'GET /game/checkGameStatus',
  visit: 'GET /activity/uv',
});
