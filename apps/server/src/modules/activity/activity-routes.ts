import { activityApi } from '@jl/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOnce, idempotentCallOf } from '../../idempotency/index.ts';
import { fromDescriptor, type RouteApp } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { mayClaim } from '../rg/index.ts';
import { listActivityRecords } from './activity-records.ts';
import { getActivityDetail, listActivities, receiveActivity } from './activity-service.ts';
import { getWheelTables } from './wheel-history.ts';
import { getWheelInfo, spinForMember } from './wheel-service.ts';

const viewer = (request: FastifyRequest) => ({ t: request.t.bind(request), locale: request.locale });
const tags = ['activity'];

/** Activities (docs/API.md "Activities"): list, detail, check-in, receive, the wheel, records. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  activityPageRoutes(app);
  activityClaimRoutes(app);
  wheelRoutes(app);
};

/** The public activity pages: a token, when sent, must be valid. */
function activityPageRoutes(app: RouteApp) {
  const optionalMember = { onRequest: app.optionalMember };

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
}

/** Check-in and claiming an activity's reward. */
function activityClaimRoutes(app: RouteApp) {
  const member = { onRequest: app.requireMember };

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
}

/** The red-envelope wheel, a spin, and the records of rewards and spins. */
function wheelRoutes(app: RouteApp) {
  const member = { onRequest: app.requireMember };

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
    fromDescriptor(activityApi.tables, {
      tags,
      summary:
        'Public: the wheel table version in force (its content hash) and every version with its odds and period',
      handler: async () => ok(await getWheelTables(app.db)),
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
}
