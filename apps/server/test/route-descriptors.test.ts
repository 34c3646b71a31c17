import { ALL_ROUTES, memberIdQuery, type Route, routeKey, STAFF_ROUTES, schemasOf } from '@jl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * The player API and the staff API are described once, in `@jl/core/routes` (docs/ARCHITECTURE.md "Route
 * descriptors"): the server registers each descriptor exactly once with the descriptor's method, path
 * and schemas, and no route of either API is registered without one (no route under /admin is written
 * by hand).
 */

const PREFIX = '/api/v2';

/** Routes under /api/v2 that are not the player API's envelope calls, and why. */
const NOT_DESCRIBED: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/provider\//, 'game platforms call it (server to server)'],
  [/^\/payments\/pix\/webhook/, 'the PSP calls it (server to server)'],
  [/^\/dev\//, 'development helper (SMS outbox), absent in production'],
  [/^\/user\/export$/, 'answers a file, not an envelope'],
  [/^\/live\/socket$/, 'the live games WebSocket'],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const registered = () => t.app.routeTable.filter((r) => r.url.startsWith(PREFIX));

/** The player API's descriptors, then the staff API's (the back office, under /admin). */
const APIS: ReadonlyArray<readonly [string, readonly Route[], number]> = [
  ['player', ALL_ROUTES, 70],
  ['staff', STAFF_ROUTES, 70],
];
const EVERY_ROUTE = APIS.flatMap(([, routes]) => routes);

describe.each(APIS)('%s route descriptors (@jl/core/routes)', (_api, routes, atLeast) => {
  it('are registered by the server exactly once each, with their method, path and schemas', () => {
    expect(routes.length).toBeGreaterThan(atLeast);
    for (const route of routes) {
      const matches = registered().filter((r) => r.method === route.method && r.url === PREFIX + route.path);
      expect(matches, routeKey(route)).toHaveLength(1);
      const schema = matches[0]!.schema as Record<string, unknown>;
      const schemas = schemasOf(route);
      expect(schema.params, routeKey(route)).toBe(schemas.params);
      // A GET without a query of its own takes only the member id (lib/default-query.ts).
      const query = schemas.query ?? (route.method === 'GET' ? memberIdQuery : undefined);
      expect(schema.querystring, routeKey(route)).toBe(query);
      expect(schema.body, routeKey(route)).toBe(schemas.body);
      const envelope = (schema.response as Record<number, z.ZodObject>)[200];
      expect(envelope?.shape.data, routeKey(route)).toBe(schemas.answer);
    }
  });

  it('are unique, and take a query when GET and a body when POST', () => {
    const keys = routes.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routes) {
      const schemas = schemasOf(route);
      if (route.method === 'GET') expect(schemas.body, routeKey(route)).toBeUndefined();
      else expect(schemas.query, routeKey(route)).toBeUndefined();
      const params = route.path.match(/:\w+/g) ?? [];
      expect(Boolean(schemas.params), routeKey(route)).toBe(params.length > 0);
    }
  });

  it('appear in the OpenAPI document generated from the contracts', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const route of routes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], routeKey(route)).toBeDefined();
    }
  });
});

describe('route descriptors and the route table', () => {
  it('cover every route under /api/v2 (callbacks and helpers excepted): none under /admin by hand', () => {
    const described = new Set(EVERY_ROUTE.map((r) => `${r.method} ${PREFIX}${r.path}`));
    const undescribed = registered()
      .filter((r) => !described.has(`${r.method} ${r.url}`))
      .map((r) => ({ ...r, path: r.url.slice(PREFIX.length) }))
      .filter((r) => !NOT_DESCRIBED.some(([pattern]) => pattern.test(r.path)))
      .map((r) => `${r.method} ${r.path}`);
    expect(undescribed).toEqual([]);
    const admin = registered().filter((r) => r.url.startsWith(`${PREFIX}/admin`));
    expect(admin.length).toBe(STAFF_ROUTES.length);
  });

  it('keep the player API and the staff API apart: player paths never under /admin, staff paths always', () => {
    expect(ALL_ROUTES.filter((r) => r.path.startsWith('/admin/'))).toEqual([]);
    expect(STAFF_ROUTES.filter((r) => !r.path.startsWith('/admin/'))).toEqual([]);
  });
});
