import { randomUUID } from 'node:crypto';
import {
  teamAgent,
  teamBonusWithdrawBody,
  teamBonusWithdrawResult,
  teamChestBody,
  teamChestResult,
  teamIncomePage,
  teamIncomeQuery,
  teamInfo,
  teamInfoQuery,
  teamInvite,
  teamMembersPage,
  teamMembersQuery,
  teamSalaryResult,
} from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { openChest, receiveSalary, withdrawTeamBonus } from './team-actions.ts';
import { teamProfitShareHandler, teamRegisteredHandler } from './team-handlers.ts';
import { agentWeekJob, inviteRewardJob, splitShareJob } from './team-jobs.ts';
import { getTeamAgent, getTeamIncome, getTeamInfo, getTeamInvite, getTeamMembers } from './team-service.ts';

/** The team tab and its pages (docs/API.md "Team"); handlers and jobs of the team are defined here. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.events.on(teamRegisteredHandler);
  app.events.on(teamProfitShareHandler);
  app.jobs.define(splitShareJob);
  app.jobs.define(inviteRewardJob);
  app.jobs.define(agentWeekJob);
  const member = { onRequest: app.requireMember };
  const query = teamInfoQuery;

  app.get(
    '/team/info',
    {
      ...member,
      schema: {
        tags: ['team'],
        summary:
          'Team data: invite code, link and QR, level counts, valid invites, team balance, agent level',
        querystring: query,
        response: { 200: envelopeOf(teamInfo) },
      },
    },
    async (request) => ok(await getTeamInfo(app.db, request.member.id, app.now(), app.config.PUBLIC_URL)),
  );

  app.get(
    '/team/members',
    {
      ...member,
      schema: {
        tags: ['team'],
        summary:
          'Level-1 or level-2 subordinates: masked name, registration time, first deposit, contribution',
        querystring: teamMembersQuery,
        response: { 200: envelopeOf(teamMembersPage) },
      },
    },
    async (request) => ok(await getTeamMembers(app.db, request.member.id, request.query)),
  );

  app.get(
    '/team/income',
    {
      ...member,
      schema: {
        tags: ['team'],
        summary:
          'Team income: share items (types 3, 4, 5, 23, 28) pending, released or withheld, with totals',
        querystring: teamIncomeQuery,
        response: { 200: envelopeOf(teamIncomePage) },
      },
    },
    async (request) =>
      ok(await getTeamIncome(app.db, request.member.id, request.query, app.now(), (k, v) => request.t(k, v))),
  );

  app.get(
    '/team/agent',
    {
      ...member,
      schema: {
        tags: ['team'],
        summary: 'Agent level table, this and last week, weekly salary state and when it opens',
        querystring: query,
        response: { 200: envelopeOf(teamAgent) },
      },
    },
    async (request) => ok(await getTeamAgent(app.db, request.member.id, app.now())),
  );

  app.get(
    '/team/invite',
    {
      ...member,
      schema: {
        tags: ['team'],
        summary: 'Valid invites, invite rewards paid and pending, chests and their state',
        querystring: query,
        response: { 200: envelopeOf(teamInvite) },
      },
    },
    async (request) => ok(await getTeamInvite(app.db, request.member.id)),
  );

  app.post(
    '/team/salary/receive',
    {
      ...member,
      schema: {
        tags: ['team'],
        summary: "Receives last week's salary (type 5) into the team balance — Mondays only, once a week",
        response: { 200: envelopeOf(teamSalaryResult) },
      },
    },
    async (request) =>
      ok(await receiveSalary(app.db, request.member.id, app.now()), request.t('common:messages.received')),
  );

  app.post(
    '/team/chest/open',
    {
      ...member,
      schema: {
        tags: ['team'],
        summary: 'Opens a chest (type 3) reached by valid invites, once per chest',
        body: teamChestBody,
        response: { 200: envelopeOf(teamChestResult) },
      },
    },
    async (request) =>
      ok(
        await openChest(app.db, request.member.id, request.body.chest, app.now()),
        request.t('common:messages.received'),
      ),
  );

  app.post(
    '/team/bonus/withdraw',
    {
      ...member,
      schema: {
        tags: ['team'],
        summary: 'Moves released team bonus to the wallet (type 29, with wagering); Idempotency-Key header',
        body: teamBonusWithdrawBody,
        response: { 200: envelopeOf(teamBonusWithdrawResult) },
      },
    },
    async (request) => {
      const memberId = request.member.id;
      const key = `teamout:${memberId}:${idempotencyKeyOf(request) ?? randomUUID()}`;
      const result = await withdrawTeamBonus(
        app.db,
        memberId,
        { amount: request.body.amount, idempotencyKey: key },
        app.now(),
        request.locale,
      );
      return ok(result, request.t('team:bonus.moved'));
    },
  );
};
