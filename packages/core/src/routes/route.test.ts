import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, type Route, routeKey } from './route.ts';
import { ALL_ROUTES, schemasOf } from './schemas.ts';
import { staffPlayersApi } from './staff.ts';
import { STAFF_ROUTES, staffSchemasOf } from './staff-schemas.ts';
import { vipApi } from './vip.ts';

describe('route descriptors', () => {
  it('are plain data: a method and a path, nothing else at run time', () => {
    expect(vipApi.info).toEqual({ method: 'GET', path: '/vip/info' });
    expect(JSON.parse(JSON.stringify(vipApi))).toEqual(vipApi);
    const built = endpoints<{ a: { answer: z.ZodString }; b: { body: z.ZodObject; answer: z.ZodString } }>()({
      a: 'GET /x/a',
      b: 'POST /x/:id/b',
    });
    expect(built).toEqual({ a: { method: 'GET', path: '/x/a' }, b: { method: 'POST', path: '/x/:id/b' } });
    expect(routeKey(built.b)).toBe('POST /x/:id/b');
  });

  it('find their schemas by method and path, and refuse a route no group declares', () => {
    const schemas = schemasOf(vipApi.receive);
    expect(schemas.body.safeParse({ level: '2' }).success).toBe(true);
    expect(schemas.answer.safeParse({ level: 2 }).success).toBe(false);
    const stray: Route<{ answer: z.ZodString }> = { method: 'GET', path: '/nowhere' };
    expect(() => schemasOf(stray)).toThrow('no schemas for GET /nowhere');
  });

  it('are unique and each has an answer schema', () => {
    const keys = ALL_ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of ALL_ROUTES) {
      expect(route.path, routeKey(route)).toMatch(/^\/[\w/:-]+$/);
      expect(schemasOf(route).answer, routeKey(route)).toBeInstanceOf(z.ZodType);
    }
  });

  it('describe the staff API too: under /admin, each paired with its schemas in both indexes', () => {
    expect(STAFF_ROUTES.length).toBeGreaterThan(70);
    const keys = STAFF_ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of STAFF_ROUTES) {
      expect(route.path, routeKey(route)).toMatch(/^\/admin\/[\w/:-]+$/);
      expect(staffSchemasOf(route), routeKey(route)).toBe(schemasOf(route));
    }
    expect(staffSchemasOf(staffPlayersApi.addNote).body.safeParse({ text: 'called back' }).success).toBe(
      true,
    );
    // The back office's half of the index holds no player route.
    expect(() => staffSchemasOf(vipApi.receive)).toThrow('no schemas for POST /vip/receive');
  });
});
