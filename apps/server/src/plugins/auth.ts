import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type AuthenticatedMember,
  forgetSessions,
  refuseSession,
  verifyToken,
  verifyTokenCached,
} from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireMember`; the token decides identity, never the `id` query. */
    member: AuthenticatedMember;
    /** A new token for this session (rotation or login); sent in the `token` response header. */
    issuedToken: string | undefined;
  }
  interface FastifyInstance {
    requireMember(request: FastifyRequest): Promise<void>;
    /**
     * `requireMember` through the short per-process session cache (modules/auth/session-cache.ts), for
     * the game round only: its transaction re-checks the session (revoked, expired, disabled member).
     */
    requireMemberCached(request: FastifyRequest): Promise<void>;
    /** For public routes that personalise: a token, when sent, must be a valid session (docs/SPECIFICATION.md §6). */
    optionalMember(request: FastifyRequest): Promise<void>;
    /**
     * For a route on the cached lookup whose transaction found the session unusable (revoked, expired,
     * disabled member): drops the cached lookup and refuses as `requireMember` would (302 or 409).
     */
    sessionRefused(member: AuthenticatedMember, state: 'invalid' | 'ended' | 'expired' | 'disabled'): never;
  }
}

/**
 * Member authentication from the `token` header (docs/SPECIFICATION.md §7). Missing, unknown or expired tokens answer
 * envelope 409; a session ended elsewhere or a disabled account answers 302 (docs/SPECIFICATION.md §4). When the session
 * service rotates the token, the new one goes back in the `token` response header (docs/SPECIFICATION.md §4: "a token
 * returned in a response header replaces the stored token").
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('member', null as unknown as AuthenticatedMember);
  app.decorateRequest('issuedToken', undefined);
  const authenticate = (lookup: typeof verifyTokenCached) => async (request: FastifyRequest) => {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    const check = await lookup(app.db, token, {
      now: app.now(),
      ttlDays: app.config.SESSION_TTL_DAYS,
      idleMinutes: app.config.SESSION_IDLE_MINUTES,
    });
    if (check.status === 'ok') {
      request.member = check.member;
      if (check.rotatedToken) request.issuedToken = check.rotatedToken;
      return;
    }
    refuseSession(check.status);
  };
  app.decorate('requireMember', authenticate(verifyToken));
  app.decorate('requireMemberCached', authenticate(verifyTokenCached));
  app.decorate('optionalMember', async (request: FastifyRequest) => {
    if (request.headers.token) await app.requireMember(request);
  });
  app.decorate(
    'sessionRefused',
    (member: AuthenticatedMember, state: Parameters<typeof refuseSession>[0]) => {
      forgetSessions(member.id, member.sessionId);
      return refuseSession(state);
    },
  );
  app.addHook('onSend', async (request, reply) => {
    if (request.issuedToken) reply.header('token', request.issuedToken);
  });
});
