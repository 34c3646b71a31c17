import { rgStatusQuery } from '../../features/rg/api/rg-api.ts';
import type { FirstQuery } from '../../lib/first-data.ts';

/**
 * What the layout draws on every page of a signed-in player, loaded before the first render with the
 * page's own first data (lib/first-data.ts): the responsible-gaming status (the beneficiary notice above
 * the page, br-regulated's sheets), so a notice is in the first paint instead of pushing the page down.
 */
export const layoutFirstData = (): readonly FirstQuery[] => [rgStatusQuery];
