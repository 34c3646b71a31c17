import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One registered route (HEAD left out): what the route-descriptor test compares with `@jl/core`. */
export type RouteRecord = { method: string; url: string; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after `collectRouteTable`, in registration order. */
    routeTable: RouteRecord[];
  }
}

/** Records each route as it is registered (an `onRoute` hook), for tests and the docs. */
export function collectRouteTable(app: FastifyInstance): void {
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });
}
