/**
 * The team module: the two-level referral tree, commissions into `team_bonus`, agent levels and
 * weekly salary, invite rewards and chests (docs/API.md "Team"). Other modules read the tree here.
 */

export { findInviter, findUplines, listLevel1, listLevel2 } from './team-tree.ts';
