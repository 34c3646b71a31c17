import { uvQuery } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { recordVisit } from './tracking-service.ts';

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activity/uv',
    {
      schema: {
        tags: ['tracking'],
        summary: 'Records a landing visit with its ageCode (code) and regKey',
        querystring: uvQuery,
        response: { 200: envelopeOf(z.object({ recorded: z.boolean() })) },
      },
    },
    async (request) => {
      await recordVisit(app.db, {
        code: request.query.code,
        regKey: request.query.regKey,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return ok({ recorded: true });
    },
  );
};
