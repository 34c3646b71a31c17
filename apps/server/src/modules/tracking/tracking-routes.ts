import { configApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { recordVisit } from './tracking-service.ts';

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    fromDescriptor(configApi.visit, {
      tags: ['tracking'],
      summary: 'Records a landing visit with its ageCode (code) and regKey',
      handler: async (request) => {
        await recordVisit(app.db, {
          code: request.query.code,
          regKey: request.query.regKey,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          at: app.now(),
        });
        return ok({ recorded: true });
      },
    }),
  );
};
