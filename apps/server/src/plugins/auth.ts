import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { type AuthenticatedMember, verifyToken } from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireMember`; the token decides identity, never the `id` query. */
    member: AuthenticatedMember;
    /** A new token for this session (rotation or login); sent in the `token` response header. */
    issuedToken: string | undefined;
  }
  interface FastifyInstance {
    requireMember(request: FastifyRequest): Promise<void>;
  }
}

/**
 * Member authentication from the `token` header (spec §7). Missing, unknown or expired tokens answer
 * envelope 409; a session ended elsewhere or a disabled account answers 302 (spec §4). When the session
 * service rotates the token, the new one goes back in the `token` response header (spec §4: "a token
 * returned in a response header replaces the stored token").
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('member', null as unknown as AuthenticatedMember);
  app.decorateRequest('issuedToken', undefined);
  app.decorate('requireMember', async (request: FastifyRequest) => {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    const check = await verifyToken(app.db, token, { now: app.now(), ttlDays: app.config.SESSION_TTL_DAYS });
    if (check.status === 'ok') {
      request.member = check.member;
      if (check.rotatedToken) request.issuedToken = check.rotatedToken;
      return;
    }
    if (check.status === 'disabled' || check.status === 'ended') {
      throw new AppError('SESSION_ENDED', { envelope: 302 });
    }
    throw new AppError('LOGIN_REQUIRED', { envelope: 409 });
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.issuedToken) reply.header('token', request.issuedToken);
  });
});
