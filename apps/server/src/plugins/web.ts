import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_ROOT } from '../db/paths.ts';

/** Paths that belong to the server, never to the player app's history-mode fallback. */
const SERVER_PATHS = /^\/(api|metrics|healthz|sandbox|admin\/api)(\/|$|\?)/;

/**
 * Serves the built player app at `/` with history-mode fallback: any other GET that accepts HTML
 * gets index.html, so every client route (e.g. /pages/mine/mine) works on reload.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist?: string }) => {
  const dist = resolve(opts.dist ?? resolve(SERVER_ROOT, '../web/dist'));
  const hasWeb = existsSync(resolve(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      // Wildcard: files are looked up per request, so a rebuilt app is served without a restart;
      // a missing file falls through to the not-found handler (history-mode fallback).
      wildcard: true,
      index: false,
      // The build writes .br and .gz next to each asset (scripts/precompress.mjs): sent as they are.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed assets are immutable; index.html must always be revalidated.
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  } else {
    app.log.warn({ dist }, 'player app not built: run `npm run build` to serve it');
  }
  app.decorate('serveSpa', hasWeb);
  app.decorate('spaFallback', (url: string, method: string, accept: string | undefined) => {
    return hasWeb && method === 'GET' && !SERVER_PATHS.test(url) && (accept ?? '').includes('text/html');
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    serveSpa: boolean;
    spaFallback(url: string, method: string, accept: string | undefined): boolean;
  }
}
