import { activityApi } from '@jl/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOnce, idempotentCallOf } from '../../idempotency/index.ts';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { assertMayClaim } from '../rg/index.ts';
import { listActivityRecords } from './activity-records.ts';
import { getActivityDetail, listActivities, receiveActivity } from './activity-service.ts';
import { getWheelInfo, spinForMember } from './wheel-service.ts';

/** Activities (docs/API.md "Activities"): list, detail, check-in, receive, the wheel, records. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.requireMember };
  // Rewards are refused during a cool-off, a self-exclusion or a registry bar (responsible gaming).
  const mayClaim = async (request: FastifyRequest) =>
    assertMayClaim(app.db, request.member.id, request.locale);
  // Spec §6: the activity index and bonus pages are public; a token, when sent, must be valid.
  const optionalMember = { onRequest: app.optionalMember };
  const viewer = (request: FastifyRequest) => ({ t: request.t.bind(request), locale: request.locale });
  const tags = ['activity'];

  app.route(
    fromDescriptor(activityApi.list, {
      ...optionalMember,
      tags,
      summary:
        "Every activity with the player's state, progress, reward, period and whether the profile allows it",
      handler: async (request) =>
        ok(await listActivities(app.db, request.member?.id ?? null, app.now(), viewer(request))),
    }),
  );

  app.route(
    fromDescriptor(activityApi.detail, {
      ...optionalMember,
      tags,
      summary:
        'One activity: its state and the numbers of its rules (check-in table, newcomer day, daily bonus parts)',
      handler: async (request) =>
        ok(
          await getActivityDetail(
            app.db,
            request.member?.id ?? null,
            request.query.code,
            app.now(),
            viewer(request),
          ),
        ),
    }),
  );

  app.route(
    fromDescriptor(activityApi.checkin, {
      ...member,
      preHandler: mayClaim,
      tags,
      summary: "Today's check-in (type 30), once per São Paulo day; a missed day restarts the count",
      handler: async (request) =>
        ok(
          await answerOnce(app.db, idempotentCallOf(request, request.member.id, app.now()), (tx) =>
            receiveActivity(tx, request.member.id, 'checkin', app.now(), idempotencyKeyOf(request)),
          ),
          request.t('common:messages.received'),
        ),
    }),
  );

  app.route(
    fromDescriptor(activityApi.receive, {
      ...member,
      preHandler: mayClaim,
      tags,
      summary: "Claims an activity's reward of the current period (Idempotency-Key header accepted)",
      handler: async (request) =>
        ok(
          await answerOnce(app.db, idempotentCallOf(request, request.member.id, app.now()), (tx) =>
            receiveActivity(tx, request.member.id, request.body.code, app.now(), idempotencyKeyOf(request)),
          ),
          request.t('common:messages.received'),
        ),
    }),
  );

  app.route(
    fromDescriptor(activityApi.wheel, {
      ...member,
      tags,
      summary:
        'The red-envelope wheel: spins, envelope, odds table with exact expected value, chances, seed hash',
      handler: async (request) => ok(await getWheelInfo(app.db, request.member.id, app.now())),
    }),
  );

  app.route(
    fromDescriptor(activityApi.spin, {
      ...member,
      preHandler: mayClaim,
      tags,
      summary: 'One provably-fair spin (Idempotency-Key header accepted): the outcome, its proof, credits',
      handler: async (request) =>
        ok(
          await answerOnce(app.db, idempotentCallOf(request, request.member.id, app.now()), (tx) =>
            spinForMember(tx, request.member.id, app.now(), idempotencyKeyOf(request)),
          ),
        ),
    }),
  );

  app.route(
    fromDescriptor(activityApi.records, {
      ...member,
      tags,
      summary: 'Rewards received, spins, invite spins and closed envelopes, newest first',
      handler: async (request) =>
        ok(await listActivityRecords(app.db, request.member.id, request.query, viewer(request))),
    }),
  );
};
