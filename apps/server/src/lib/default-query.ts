import { memberIdQuery } from '@jl/core';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** The API's routes; pages, assets and `/metrics` outside it keep whatever query a browser adds. */
const API_PATH = /^\/api\/v\d+\//;

/**
 * Unknown query parameters are refused on every API route (docs/API.md "Conventions"): a GET route
 * whose descriptor or declaration names no query gets `memberIdQuery` — only the member `id` the
 * player app appends to every call (docs/SPECIFICATION.md §7) — so `/wallet/info?evil=1` is UNKNOWN_FIELD like an
 * unknown field anywhere else. An `onRoute` hook, so no route can forget it; other methods take
 * their input in the body (and the PSP webhook's `?hmac=` is checked by its route).
 */
export function refuseUnknownQuery(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!API_PATH.test(route.url) || !methods.includes('GET') || route.websocket) return;
    if (route.schema?.querystring) return;
    route.schema = { ...route.schema, querystring: memberIdQuery };
  });
}
