import {
  adminPlayerActionBody,
  adminPlayerActionResult,
  adminPlayerDetail,
  adminPlayerNoteBody,
  adminPlayerNotes,
  adminPlayerParams,
  adminPlayers,
  adminPlayersQuery,
} from '@jl/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import type { StaffCtx } from '../admin/index.ts';
import { requireStaff } from '../admin/index.ts';
import { addPlayerNote, listPlayerNotes } from './players-notes.ts';
import { actOnPlayer, getPlayerDetail } from './players-profile.ts';
import { searchPlayers } from './players-search.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Guard = ReturnType<typeof requireStaff>;
type CtxOf = (request: FastifyRequest) => StaffCtx;

const ACTION_SUMMARIES = {
  'end-sessions': 'Ends every session of the player, with a reason',
  lock: 'Locks the account (sessions end, sign-in refused), with a reason',
  unlock: 'Unlocks the account, with a reason',
} as const;

/** The search, the profile with its sessions, and the actions on the account. */
function profileRoutes(app: App, players: Guard, ctx: CtxOf) {
  app.get(
    '/admin/players',
    {
      onRequest: players,
      schema: {
        tags: ['admin'],
        summary:
          'Finds players by id, phone, CPF or name, or lists closed accounts (support sees CPF and phone masked)',
        querystring: adminPlayersQuery,
        response: { 200: envelopeOf(adminPlayers) },
      },
    },
    async (request) => {
      const { q, status, page, size } = request.query;
      return ok({ ...(await searchPlayers(ctx(request), { q, status }, page, size)), page, size });
    },
  );

  app.get(
    '/admin/players/:id',
    {
      onRequest: players,
      schema: {
        tags: ['admin'],
        summary: 'A player’s profile and last sessions (audited read)',
        params: adminPlayerParams,
        response: { 200: envelopeOf(adminPlayerDetail) },
      },
    },
    async (request) => ok(await getPlayerDetail(ctx(request), BigInt(request.params.id))),
  );

  for (const action of ['end-sessions', 'lock', 'unlock'] as const) {
    app.post(
      `/admin/players/:id/${action}`,
      {
        onRequest: players,
        schema: {
          tags: ['admin'],
          summary: ACTION_SUMMARIES[action],
          params: adminPlayerParams,
          body: adminPlayerActionBody,
          response: { 200: envelopeOf(adminPlayerActionResult) },
        },
      },
      async (request) =>
        ok(await actOnPlayer(ctx(request), BigInt(request.params.id), action, request.body.reason)),
    );
  }
}

/** Staff notes on the player. */
function noteRoutes(app: App, players: Guard, ctx: CtxOf) {
  app.get(
    '/admin/players/:id/notes',
    {
      onRequest: players,
      schema: {
        tags: ['admin'],
        summary: 'Staff notes on the player, newest first (audited read)',
        params: adminPlayerParams,
        response: { 200: envelopeOf(adminPlayerNotes) },
      },
    },
    async (request) => ok(await listPlayerNotes(ctx(request), BigInt(request.params.id))),
  );

  app.post(
    '/admin/players/:id/notes',
    {
      onRequest: players,
      schema: {
        tags: ['admin'],
        summary: 'Adds a staff note (kept, never edited), audited; answers the notes',
        params: adminPlayerParams,
        body: adminPlayerNoteBody,
        response: { 200: envelopeOf(adminPlayerNotes) },
      },
    },
    async (request) => ok(await addPlayerNote(ctx(request), BigInt(request.params.id), request.body.text)),
  );
}

/** Players in the back office (support, finance; owners): search, profile and sessions, lock, notes. */
export const playersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const players = requireStaff(['support', 'finance']);
  const ctx = (request: FastifyRequest): StaffCtx => ({
    db: app.db,
    principal: request.staff!,
    ip: request.ip,
    now: app.now(),
  });
  profileRoutes(app, players, ctx);
  noteRoutes(app, players, ctx);
};
