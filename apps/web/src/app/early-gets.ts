import { authApi } from '@jl/core/routes/auth.ts';
import { configApi } from '@jl/core/routes/config.ts';
import { gamesApi } from '@jl/core/routes/games.ts';
import { rgApi } from '@jl/core/routes/rg.ts';
import { walletApi } from '@jl/core/routes/wallet.ts';
import { paths } from '../config/paths.ts';

/**
 * The GETs each page makes at once with no input but the member id, started early by the <head>
 * script (lib/early-get.ts, docs/PERFORMANCE.md "A page's first requests"); `*`: every page (the
 * app's launch calls, app/launch.ts, and the layout's first data, app/layouts/first-data.ts). A page
 * whose first requests are not listed simply asks for them when it renders.
 */
export const EARLY_GETS: Record<string, string[]> = {
  '*': [configApi.index.path, configApi.killConfig.path, configApi.gameStatus.path, rgApi.status.path],
  // Mine: the wallet card (its note is the page's largest element), its wagering sources, the member header.
  [paths.mine]: [walletApi.info.path, walletApi.wagering.path, authApi.info.path],
  // The live screens: the balance on their live bar.
  [paths.liveCrash]: [walletApi.info.path],
  [paths.liveRoulette]: [walletApi.info.path],
  // A game opened from the lobby: its session, named by the page's `session` (the header names the game).
  [paths.gameWebview]: [`${gamesApi.session.path}?session`],
};
