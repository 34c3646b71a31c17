import { type EndpointSchemas, type Route, schemasOf } from '@jl/core';
import type {
  ContextConfigDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from './envelope.ts';

type Pick1<S, K extends string> = S extends { readonly [P in K]: infer T } ? T : undefined;

/** The Fastify schema of a descriptor: its params, query, body and the success envelope of its answer. */
export type SchemaOfRoute<S extends EndpointSchemas> = {
  params: Pick1<S, 'params'>;
  querystring: Pick1<S, 'query'>;
  body: Pick1<S, 'body'>;
  response: { 200: ReturnType<typeof envelopeOf<S['answer']>> };
  tags: string[];
  summary: string;
  description?: string;
};

type FastifyRouteOf<S extends EndpointSchemas> = RouteOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOfRoute<S>,
  ZodTypeProvider
>;

/** What a module adds to a descriptor: OpenAPI tags and summary, hooks, config, the handler. */
export type DescribedRouteOptions<S extends EndpointSchemas> = Omit<
  FastifyRouteOf<S>,
  'method' | 'url' | 'schema'
> & { tags: string[]; summary: string; description?: string };

/**
 * A Fastify route from a descriptor of `@jl/core` (player or staff API) (docs/ARCHITECTURE.md "Route descriptors"):
 * method, path and schemas come from the descriptor, so the route and the player app's client cannot
 * drift apart (the back office's, for the staff API); the module gives tags, summary, hooks and the handler. `app.route(fromDescriptor(d, {…}))`.
 */
export function fromDescriptor<S extends EndpointSchemas>(
  route: Route<S>,
  options: DescribedRouteOptions<S>,
): FastifyRouteOf<S> {
  const { tags, summary, description, ...rest } = options;
  const schemas = schemasOf(route);
  const schema = {
    tags,
    summary,
    ...(description ? { description } : {}),
    ...(schemas.params ? { params: schemas.params } : {}),
    ...(schemas.query ? { querystring: schemas.query } : {}),
    ...(schemas.body ? { body: schemas.body } : {}),
    response: { 200: envelopeOf(schemas.answer) },
  } as SchemaOfRoute<S>;
  return { ...rest, method: route.method, url: route.path, schema } as FastifyRouteOf<S>;
}

/** The app a route plugin of a module receives (Zod schemas): what its per-route functions take. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
