import type { FastifyPluginAsync } from 'fastify';
import { teamAdminRoutes } from './team-admin-routes.ts';
import { teamRoutes as memberRoutes } from './team-routes.ts';

/**
 * The team module: the two-level referral tree, commissions into `team_bonus`, agent levels and
 * weekly salary, invite rewards and chests (docs/API.md "Team"). Other modules read the tree here.
 */
export const teamRoutes: FastifyPluginAsync = async (app) => {
  await app.register(memberRoutes);
  await app.register(teamAdminRoutes);
};

export { minimiseTeamData } from './team-closure.ts';
export { teamAgentWeeks, teamCommissions, teamReferrals } from './team-schema.ts';
export { findInviter, findUplines, listLevel1, listLevel2 } from './team-tree.ts';
