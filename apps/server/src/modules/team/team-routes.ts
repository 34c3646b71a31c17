import { randomUUID } from 'node:crypto';
import { teamApi } from '@jl/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOnce, idempotentCallOf } from '../../idempotency/index.ts';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { assertMayClaim } from '../rg/index.ts';
import { openChest, receiveSalary, withdrawTeamBonus } from './team-actions.ts';
import { getTeamAgent, getTeamIncome, getTeamInfo, getTeamInvite, getTeamMembers } from './team-service.ts';

/** The team tab and its pages (docs/API.md "Team") */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.requireMember };
  // Rewards are refused during a cool-off, a self-exclusion or a registry bar (responsible gaming).
  const mayClaim = async (request: FastifyRequest) =>
    assertMayClaim(app.db, request.member.id, request.locale);

  app.route(
    fromDescriptor(teamApi.info, {
      ...member,
      tags: ['team'],
      summary: 'Team data: invite code, link and QR, level counts, valid invites, team balance, agent level',
      handler: async (request) =>
        ok(await getTeamInfo(app.db, request.member.id, app.now(), app.config.PUBLIC_URL)),
    }),
  );

  app.route(
    fromDescriptor(teamApi.members, {
      ...member,
      tags: ['team'],
      summary: 'Level-1 or level-2 subordinates: masked name, registration time, first deposit, contribution',
      handler: async (request) => ok(await getTeamMembers(app.db, request.member.id, request.query)),
    }),
  );

  app.route(
    fromDescriptor(teamApi.income, {
      ...member,
      tags: ['team'],
      summary: 'Team income: share items (types 3, 4, 5, 23, 28) pending, released or withheld, with totals',
      handler: async (request) =>
        ok(
          await getTeamIncome(app.db, request.member.id, request.query, app.now(), (k, v) => request.t(k, v)),
        ),
    }),
  );

  app.route(
    fromDescriptor(teamApi.agent, {
      ...member,
      tags: ['team'],
      summary: 'Agent level table, this and last week, weekly salary state and when it opens',
      handler: async (request) => ok(await getTeamAgent(app.db, request.member.id, app.now())),
    }),
  );

  app.route(
    fromDescriptor(teamApi.invite, {
      ...member,
      tags: ['team'],
      summary: 'Valid invites, invite rewards paid and pending, chests and their state',
      handler: async (request) => ok(await getTeamInvite(app.db, request.member.id)),
    }),
  );

  app.route(
    fromDescriptor(teamApi.receiveSalary, {
      ...member,
      preHandler: mayClaim,
      tags: ['team'],
      summary: "Receives last week's salary (type 5) into the team balance — Mondays only, once a week",
      handler: async (request) =>
        ok(await receiveSalary(app.db, request.member.id, app.now()), request.t('common:messages.received')),
    }),
  );

  app.route(
    fromDescriptor(teamApi.openChest, {
      ...member,
      preHandler: mayClaim,
      tags: ['team'],
      summary: 'Opens a chest (type 3) reached by valid invites, once per chest',
      handler: async (request) =>
        ok(
          await openChest(app.db, request.member.id, request.body.chest, app.now()),
          request.t('common:messages.received'),
        ),
    }),
  );

  app.route(
    fromDescriptor(teamApi.withdrawBonus, {
      ...member,
      preHandler: mayClaim,
      tags: ['team'],
      summary: 'Moves released team bonus to the wallet (type 29, with wagering); Idempotency-Key header',
      handler: async (request) => {
        const memberId = request.member.id;
        const key = `teamout:${memberId}:${idempotencyKeyOf(request) ?? randomUUID()}`;
        const result = await answerOnce(app.db, idempotentCallOf(request, memberId, app.now()), (tx) =>
          withdrawTeamBonus(
            tx,
            memberId,
            { amount: request.body.amount, idempotencyKey: key },
            app.now(),
            request.locale,
          ),
        );
        return ok(result, request.t('team:bonus.moved'));
      },
    }),
  );
};
