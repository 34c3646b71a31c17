import { staffKycApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { requireStaff, staffContext } from '../admin/index.ts';
import {
  confirmKycApproval,
  declineKycApproval,
  listKycCases,
  proposeKycApproval,
  refuseKyc,
} from './kyc-staff-service.ts';

const tags = ['admin'];
/** Support reads the queue with personal data masked; finance and owners decide. */
const readers = requireStaff(['owner', 'finance', 'support']);
const deciders = requireStaff(['owner', 'finance']);

/** The identity-verification queue under /api/v2/admin (docs/API.md "Staff: identity verification"). */
export const kycStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    fromDescriptor(staffKycApi.queue, {
      onRequest: readers,
      tags,
      summary:
        'Verifications in one state (default `review`): what the player typed and what the bureau answered',
      handler: async (request) => {
        const { state, page, size } = request.query;
        return ok(await listKycCases(staffContext(request), state, page, size));
      },
    }),
  );

  app.route(
    fromDescriptor(staffKycApi.propose, {
      onRequest: deciders,
      tags,
      summary: 'Proposes to approve a verification in review, with a reason; a second staff member confirms',
      handler: async (request) =>
        ok(await proposeKycApproval(staffContext(request), BigInt(request.params.id), request.body.reason)),
    }),
  );

  app.route(
    fromDescriptor(staffKycApi.confirm, {
      onRequest: deciders,
      tags,
      summary:
        'Confirms a proposed approval: the player becomes verified (never the proposer, only an independent colleague)',
      handler: async (request) =>
        ok(await confirmKycApproval(staffContext(request), BigInt(request.params.id))),
    }),
  );

  app.route(
    fromDescriptor(staffKycApi.decline, {
      onRequest: deciders,
      tags,
      summary: 'Withdraws or declines a proposed approval with a reason; the verification stays in review',
      handler: async (request) =>
        ok(await declineKycApproval(staffContext(request), BigInt(request.params.id), request.body.reason)),
    }),
  );

  app.route(
    fromDescriptor(staffKycApi.refuse, {
      onRequest: deciders,
      tags,
      summary: 'Refuses a verification in review with a reason (one step); the player may start again',
      handler: async (request) =>
        ok(await refuseKyc(staffContext(request), BigInt(request.params.id), request.body.reason)),
    }),
  );
};
