import { authApi } from '@jl/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { requestContext } from '../../lib/request-context.ts';
import { checkRegistryAtLogin, rgContext } from '../rg/index.ts';
import { changePassword, getUserInfo, login, logout, register, resetPassword } from './auth-service.ts';
import { setWithdrawPassword } from './withdraw-password.ts';

/** Per-IP limit (HTTP 429) on the endpoints that guess at secrets or cost money (SMS). */
export function authRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/** Registration, login and logout, the profile. */
function accountRoutes(app: App) {
  app.route(
    fromDescriptor(authApi.register, {
      config: authRateLimit(app),
      tags: ['auth'],
      summary: 'Registers a player with phone, password and SMS code; answers like a login',
      handler: async (request) => {
        const { phone, password, invite_code, sms_code } = request.body;
        const result = await register(
          app.db,
          { phone, password, inviteCode: invite_code, smsCode: sms_code },
          requestContext(app, request),
        );
        request.issuedToken = result.token;
        return ok(result);
      },
    }),
  );

  app.route(
    fromDescriptor(authApi.login, {
      config: authRateLimit(app),
      tags: ['auth'],
      summary: 'Logs in with the phone as username; a picture code is required after failures',
      handler: async (request) => {
        const { username, password, captcha_id, captcha_code, sms_code } = request.body;
        const result = await login(
          app.db,
          { username, password, captchaId: captcha_id, captchaCode: captcha_code, smsCode: sms_code },
          requestContext(app, request),
        );
        // The first login of each São Paulo day asks the central self-exclusion registry again.
        await checkRegistryAtLogin(rgContext(app, request), BigInt(result.member_id));
        request.issuedToken = result.token;
        return ok(result);
      },
    }),
  );

  app.route(
    fromDescriptor(authApi.logout, {
      onRequest: app.requireMember,
      tags: ['auth'],
      summary: 'Ends this session',
      handler: async (request) => {
        await logout(app.db, request.member, app.now());
        return ok({});
      },
    }),
  );

  app.route(
    fromDescriptor(authApi.info, {
      onRequest: app.requireMember,
      tags: ['auth'],
      summary: 'The player profile',
      handler: async (request) => ok(await getUserInfo(app.db, request.member.id)),
    }),
  );
}

/** The login password (changed, or reset with an SMS code) and the withdrawal password. */
function passwordRoutes(app: App) {
  app.route(
    fromDescriptor(authApi.password, {
      onRequest: app.requireMember,
      tags: ['auth'],
      summary: 'Changes the login password; every other session ends',
      handler: async (request) => {
        const { old_password, password } = request.body;
        await changePassword(app.db, request.member, { oldPassword: old_password, password }, app.now());
        return ok({});
      },
    }),
  );

  app.route(
    fromDescriptor(authApi.passwordReset, {
      config: authRateLimit(app),
      tags: ['auth'],
      summary: 'Sets a new login password with an SMS code (scene reset); every session ends',
      handler: async (request) => {
        const { phone, sms_code, password } = request.body;
        await resetPassword(app.db, { phone, smsCode: sms_code, password }, requestContext(app, request));
        return ok({});
      },
    }),
  );

  app.route(
    fromDescriptor(authApi.withdrawPassword, {
      onRequest: app.requireMember,
      tags: ['auth'],
      summary: 'Sets (with the login password) or changes (with the old one) the 6-digit withdrawal password',
      handler: async (request) => {
        const { password, login_password, old_password } = request.body;
        await setWithdrawPassword(
          app.db,
          request.member.id,
          { password, loginPassword: login_password || undefined, oldPassword: old_password || undefined },
          app.now(),
        );
        return ok({});
      },
    }),
  );
}

/**
 * Accounts and sessions (docs/API.md "Accounts and sessions"). Authentication runs at `onRequest`, so a
 * request without a valid session answers 409/302 before its body is looked at.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  accountRoutes(app);
  passwordRoutes(app);
};
