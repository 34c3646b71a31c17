import { type Locale, resolveLocale, translate } from '@jl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t(key: string, vars?: Record<string, string | number>): string;
  }
}

/** The `lang` header (docs/SPECIFICATION.md §7) picks the locale of every message; pt-BR is the default. */
export const i18nPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'pt-BR');
  app.decorateRequest(
    't',
    function (this: FastifyRequest, key: string, vars?: Record<string, string | number>) {
      return translate(this.locale, key, vars);
    },
  );
  app.addHook('onRequest', async (request) => {
    const header = request.headers.lang;
    request.locale = resolveLocale(Array.isArray(header) ? header[0] : header);
  });
});
