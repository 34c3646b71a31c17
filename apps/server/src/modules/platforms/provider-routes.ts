import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { CALLBACK_ACTIONS, type CallbackAnswer } from '../../providers/games/game-provider.ts';
import { handleCallback } from './seamless-service.ts';

const params = z.strictObject({
  platform: z
    .string()
    .max(40)
    .regex(/^[a-z0-9_-]{1,40}$/),
  action: z.enum(CALLBACK_ACTIONS),
});

/**
 * `POST /provider/{platform}/{action}`: the seamless-wallet callbacks of external platforms (balance,
 * bet, win, rollback, bet_win). In this encapsulated plugin the body stays the raw string: the
 * platform signs the exact bytes. The adapter checks the signature and timestamp window first, reads
 * the body second, and writes our answer in the platform's own shape (not our envelope).
 */
export const providerRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/provider/:platform/:action',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['provider'],
        summary: 'Seamless-wallet callback of an external game platform (signed; answers in its format)',
        hide: false,
      },
    },
    async (request, reply) => {
      const parsed = params.safeParse(request.params);
      const provider = parsed.success ? app.gameProviders.get(parsed.data.platform) : undefined;
      if (!parsed.success || !provider || provider.wallet !== 'seamless') {
        return reply.status(404).send({ status: 'RS_ERROR_UNKNOWN_PLATFORM' });
      }
      const raw = typeof request.body === 'string' ? request.body : '';
      const send = (answer: CallbackAnswer) => {
        const out = provider.formatAnswer(answer);
        return reply.status(out.httpStatus).send(out.body);
      };
      const verdict = provider.verifyCallback(raw, request.headers, app.now());
      if (verdict !== 'ok') {
        request.log.warn(
          { ip: request.ip, platform: provider.platform, verdict },
          'provider callback refused',
        );
        return send({ ok: false, error: verdict === 'stale' ? 'EXPIRED_REQUEST' : 'INVALID_SIGNATURE' });
      }
      const callback = provider.parseCallback(parsed.data.action, raw);
      if (!callback) return send({ ok: false, error: 'MALFORMED_REQUEST' });
      const answer = await handleCallback(
        { db: app.db, platform: provider.platform, now: app.now(), appSecret: app.config.appSecret },
        callback,
      );
      return send(answer);
    },
  );
};
