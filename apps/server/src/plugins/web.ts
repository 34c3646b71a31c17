import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_ROOT } from '../db/paths.ts';

/** Paths that belong to the server, never to an app's history-mode fallback. */
const SERVER_PATHS = /^\/(api|metrics|healthz|sandbox)(\/|$|\?)/;
/** The back office's paths: `/admin` and below (never the player app's fallback). */
const ADMIN_PATHS = /^\/admin(\/|$|\?)/;

// Hashed assets are immutable; index.html must always be revalidated.
const cacheHeaders = (reply: { header(k: string, v: string): unknown }, path: string) => {
  if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'no-cache');
};

/** The built player app's folder: WEB_DIST, or apps/web/dist. */
export const webDistPath = (dist?: string): string => resolve(dist ?? resolve(SERVER_ROOT, '../web/dist'));

/**
 * The CSP source list (`'sha256-…' …`) for the inline scripts of the built player app's index.html:
 * the first-paint script and the one that starts the app after the first paint
 * (apps/web/src/app/first-paint.ts). Re-read whenever the file changes, as the app is served without
 * a restart after a rebuild: a stale hash would block the app's start.
 */
export function inlineScriptSources(dist: string): () => string {
  const file = resolve(dist, 'index.html');
  let seen = -1;
  let sources = "'self'";
  return () => {
    const mtime = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (mtime !== seen) {
      seen = mtime;
      const html = mtime ? readFileSync(file, 'utf8') : '';
      const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        ([, body]) =>
          `'sha256-${createHash('sha256')
            .update(body ?? '')
            .digest('base64')}'`,
      );
      sources = hashes.length ? hashes.join(' ') : "'self'";
    }
    return sources;
  };
}

/**
 * Serves the two built apps with history-mode fallback: the player app (apps/web/dist) at `/` and the
 * back office (apps/admin/dist) at `/admin`. Any other GET that accepts HTML gets the index.html of
 * the app whose paths it is under, so every client route works on reload; `/admin/...` never falls
 * back to the player app.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist?: string; adminDist?: string }) => {
  const dist = webDistPath(opts.dist);
  const adminDist = resolve(opts.adminDist ?? resolve(SERVER_ROOT, '../admin/dist'));
  const hasWeb = existsSync(resolve(dist, 'index.html'));
  const hasAdmin = existsSync(resolve(adminDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      // Wildcard: files are looked up per request, so a rebuilt app is served without a restart;
      // a missing file falls through to the not-found handler (history-mode fallback).
      wildcard: true,
      index: false,
      // The build writes .br and .gz next to each asset (scripts/precompress.mjs): sent as they are.
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  } else {
    app.log.warn({ dist }, 'player app not built: run `npm run build` to serve it');
  }
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: adminDist,
      prefix: '/admin/',
      decorateReply: !hasWeb,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
    app.get('/admin/', { schema: { hide: true } }, (_request, reply) => app.sendSpa(reply, 'admin'));
  } else {
    app.log.warn({ adminDist }, 'back office not built: run `npm run build` to serve /admin');
  }
  app.decorate('serveSpa', hasWeb);
  app.decorate('spaFallback', (url: string, method: string, accept: string | undefined) => {
    if (method !== 'GET' || SERVER_PATHS.test(url) || !(accept ?? '').includes('text/html')) return null;
    if (ADMIN_PATHS.test(url)) return hasAdmin ? 'admin' : null;
    return hasWeb ? 'web' : null;
  });
  app.decorate('sendSpa', (reply: FastifyReply, which: 'web' | 'admin') =>
    reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .sendFile('index.html', which === 'admin' ? adminDist : dist),
  );
});

declare module 'fastify' {
  interface FastifyInstance {
    serveSpa: boolean;
    /** Which app's index.html answers this request on a miss, if any. */
    spaFallback(url: string, method: string, accept: string | undefined): 'web' | 'admin' | null;
    sendSpa(reply: FastifyReply, which: 'web' | 'admin'): FastifyReply;
  }
}
