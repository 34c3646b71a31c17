import { staffPlayersApi } from '@jl/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvExport } from '../../lib/csv-export.ts';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import type { StaffCtx } from '../admin/index.ts';
import { requireStaff } from '../admin/index.ts';
import { glancePlayers } from './players-glance.ts';
import { addPlayerNote, listPlayerNotes } from './players-notes.ts';
import { actOnPlayer, getPlayerDetail } from './players-profile.ts';
import { searchPlayers } from './players-search.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Guard = ReturnType<typeof requireStaff>;
type CtxOf = (request: FastifyRequest) => StaffCtx;

const ACTIONS = {
  'end-sessions': staffPlayersApi.endSessions,
  lock: staffPlayersApi.lock,
  unlock: staffPlayersApi.unlock,
} as const;

const ACTION_SUMMARIES = {
  'end-sessions': 'Ends every session of the player, with a reason',
  lock: 'Locks the account (sessions end, sign-in refused), with a reason',
  unlock: 'Unlocks the account, with a reason',
} as const;

/** The search, the profile with its sessions, and the actions on the account. */
function profileRoutes(app: App, players: Guard, ctx: CtxOf) {
  app.route(
    fromDescriptor(staffPlayersApi.search, {
      ...csvExport('players'),
      onRequest: players,
      tags: ['admin'],
      summary:
        'Finds players by id, phone, CPF or name, or lists closed accounts (support sees CPF and phone masked)',
      handler: async (request) => {
        const { page, size, format: _format, ...filter } = request.query;
        return ok({ ...(await searchPlayers(ctx(request), filter, page, size)), page, size });
      },
    }),
  );

  app.route(
    fromDescriptor(staffPlayersApi.player, {
      onRequest: players,
      tags: ['admin'],
      summary: 'A player’s profile and last sessions (audited read)',
      handler: async (request) => ok(await getPlayerDetail(ctx(request), BigInt(request.params.id))),
    }),
  );

  for (const action of ['end-sessions', 'lock', 'unlock'] as const) {
    app.route(
      fromDescriptor(ACTIONS[action], {
        onRequest: players,
        tags: ['admin'],
        summary: ACTION_SUMMARIES[action],
        handler: async (request) =>
          ok(await actOnPlayer(ctx(request), BigInt(request.params.id), action, request.body.reason)),
      }),
    );
  }
}

/** Staff notes on the player. */
function noteRoutes(app: App, players: Guard, ctx: CtxOf) {
  app.route(
    fromDescriptor(staffPlayersApi.notes, {
      onRequest: players,
      tags: ['admin'],
      summary: 'Staff notes on the player, newest first (audited read)',
      handler: async (request) => ok(await listPlayerNotes(ctx(request), BigInt(request.params.id))),
    }),
  );

  app.route(
    fromDescriptor(staffPlayersApi.addNote, {
      onRequest: players,
      tags: ['admin'],
      summary: 'Adds a staff note (kept, never edited), audited; answers the notes',
      handler: async (request) =>
        ok(await addPlayerNote(ctx(request), BigInt(request.params.id), request.body.text)),
    }),
  );
}

/** Players at a glance: lifetime totals and risk flags, for the player page and the withdrawal queue. */
function glanceRoutes(app: App, players: Guard, ctx: CtxOf) {
  app.route(
    fromDescriptor(staffPlayersApi.glance, {
      onRequest: players,
      tags: ['admin'],
      summary:
        'Lifetime totals and risk flags of up to 100 players (support sees a shared CPF or Pix key masked)',
      handler: async (request) => ok(await glancePlayers(ctx(request), request.query.ids.map(BigInt))),
    }),
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
  glanceRoutes(app, players, ctx);
};
