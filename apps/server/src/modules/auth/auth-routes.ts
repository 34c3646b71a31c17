import {
  captchaResult,
  loginBody,
  loginResult,
  memberIdQuery,
  passwordChangeBody,
  passwordResetBody,
  registerBody,
  userInfo,
  withdrawPasswordBody,
} from '@jl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import {
  changePassword,
  getUserInfo,
  login,
  logout,
  type RequestContext,
  register,
  resetPassword,
} from './auth-service.ts';
import { createCaptcha } from './captcha-service.ts';
import { setWithdrawPassword } from './withdraw-password.ts';

const empty = envelopeOf(z.object({}));

export function requestContext(app: FastifyInstance, request: FastifyRequest): RequestContext {
  return {
    now: app.now(),
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    secret: app.config.appSecret,
    ttlDays: app.config.SESSION_TTL_DAYS,
  };
}

/** Per-IP limit (HTTP 429) on the endpoints that guess at secrets or cost money (SMS). */
export function authRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
}

/**
 * Accounts and sessions (docs/API.md "Accounts and sessions"). Authentication runs at `onRequest`, so a
 * request without a valid session answers 409/302 before its body is looked at.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/register',
    {
      config: authRateLimit(app),
      schema: {
        tags: ['auth'],
        summary: 'Registers a player with phone, password and SMS code; answers like a login',
        body: registerBody,
        response: { 200: envelopeOf(loginResult) },
      },
    },
    async (request) => {
      const { phone, password, invite_code, sms_code } = request.body;
      const result = await register(
        app.db,
        { phone, password, inviteCode: invite_code, smsCode: sms_code },
        requestContext(app, request),
      );
      request.issuedToken = result.token;
      return ok(result);
    },
  );

  app.post(
    '/user/login',
    {
      config: authRateLimit(app),
      schema: {
        tags: ['auth'],
        summary: 'Logs in with the phone as username; a picture code is required after failures',
        body: loginBody,
        response: { 200: envelopeOf(loginResult) },
      },
    },
    async (request) => {
      const { username, password, captcha_id, captcha_code, sms_code } = request.body;
      const result = await login(
        app.db,
        { username, password, captchaId: captcha_id, captchaCode: captcha_code, smsCode: sms_code },
        requestContext(app, request),
      );
      request.issuedToken = result.token;
      return ok(result);
    },
  );

  app.post(
    '/user/logout',
    {
      onRequest: app.requireMember,
      schema: { tags: ['auth'], summary: 'Ends this session', response: { 200: empty } },
    },
    async (request) => {
      await logout(app.db, request.member, app.now());
      return ok({});
    },
  );

  app.get(
    '/user/info',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['auth'],
        summary: 'The player profile',
        querystring: memberIdQuery,
        response: { 200: envelopeOf(userInfo) },
      },
    },
    async (request) => ok(await getUserInfo(app.db, request.member.id)),
  );

  app.post(
    '/user/password',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['auth'],
        summary: 'Changes the login password; every other session ends',
        body: passwordChangeBody,
        response: { 200: empty },
      },
    },
    async (request) => {
      const { old_password, password } = request.body;
      await changePassword(app.db, request.member, { oldPassword: old_password, password }, app.now());
      return ok({});
    },
  );

  app.post(
    '/user/password/reset',
    {
      config: authRateLimit(app),
      schema: {
        tags: ['auth'],
        summary: 'Sets a new login password with an SMS code (scene reset); every session ends',
        body: passwordResetBody,
        response: { 200: empty },
      },
    },
    async (request) => {
      const { phone, sms_code, password } = request.body;
      await resetPassword(app.db, { phone, smsCode: sms_code, password }, requestContext(app, request));
      return ok({});
    },
  );

  app.post(
    '/user/withdraw-password',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['auth'],
        summary:
          'Sets (with the login password) or changes (with the old one) the 6-digit withdrawal password',
        body: withdrawPasswordBody,
        response: { 200: empty },
      },
    },
    async (request) => {
      const { password, login_password, old_password } = request.body;
      await setWithdrawPassword(
        app.db,
        request.member.id,
        { password, loginPassword: login_password || undefined, oldPassword: old_password || undefined },
        app.now(),
      );
      return ok({});
    },
  );

  app.get(
    '/common/captcha',
    {
      schema: {
        tags: ['auth'],
        summary: 'A single-use picture code for the login (SVG data URL)',
        querystring: memberIdQuery,
        response: { 200: envelopeOf(captchaResult) },
      },
    },
    async () => ok(await createCaptcha(app.db, { secret: app.config.appSecret, now: app.now() })),
  );
};
