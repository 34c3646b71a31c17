import type { z } from 'zod';

/**
 * Route descriptors of the player API and of the staff API (docs/ARCHITECTURE.md "Route descriptors"). A
 * descriptor is plain data — method and path — carrying the zod schemas of its endpoint as a type only,
 * so the player app can import it without bringing zod into its bundle. The schemas themselves live
 * next to the contracts (`contracts/<domain>.ts`, `<domain>Schemas`; the staff API's in
 * `contracts/admin-schemas.ts`) and are paired with the descriptors by `routes/schemas.ts`, which the
 * server imports and the player app loads in development and tests only (the back office loads the
 * staff half, `routes/staff-schemas.ts`, and parses every answer).
 */

export type Method = 'GET' | 'POST';

/** What an endpoint takes and answers: path parameters, query (GET) or form body (POST), answer. */
export type EndpointSchemas = {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The `data` of a success envelope (`code: 1`). */
  readonly answer: z.ZodType;
  /** Money moves: the call carries an `Idempotency-Key` header, one per intent (docs/API.md). */
  readonly idempotent?: true;
};

/** The schemas of a domain's endpoints, by name. */
export type SchemaGroup = Record<string, EndpointSchemas>;

/** A key that exists only for the type checker (nothing is exported at run time). */
export declare const SCHEMAS: unique symbol;

/** One endpoint: `method` and `path` (under /api/v2, `:name` for a path parameter); schemas as a type. */
export type Route<S extends EndpointSchemas = EndpointSchemas> = {
  readonly method: Method;
  readonly path: string;
  /** Never present at run time: only carries the endpoint's schemas to the type checker. */
  readonly [SCHEMAS]?: S;
};

export type SchemasOfRoute<R> = R extends Route<infer S> ? S : never;

/**
 * The fields of a query or body as a caller fills them: the schema's input type, except that a field
 * the schema coerces (its input is `unknown`, e.g. `z.coerce.number()`) takes the parsed type.
 */
type FieldsOf<T> = T extends z.ZodType ? FormOf<NonNullable<z.input<T>>, NonNullable<z.output<T>>> : unknown;
/** An empty strict object (`z.strictObject({})`: an index of `never`) takes no fields. */
type FormOf<I, O> = string extends keyof I ? unknown : Form<I, O>;
type Form<I, O> = { [K in keyof I]: unknown extends I[K] ? (K extends keyof O ? O[K] : never) : I[K] };
type NoFields = Record<string, never>;
/** The keys of each member of a union (`keyof` of a union keeps only the keys they share). */
type KeysOf<T> = T extends unknown ? keyof T : never;

type InputOfSchemas<S extends EndpointSchemas> = FieldsOf<S['params']> &
  (S['body'] extends z.ZodType ? FieldsOf<S['body']> : Omit<FieldsOf<S['query']>, 'id'>);

/**
 * What a caller passes: path parameters and the body (POST) or the query (GET); an empty record when
 * the endpoint takes nothing. The query's `id` is left out: the player app's client appends the member
 * id itself (docs/SPECIFICATION.md §7).
 */
export type RouteInput<R> =
  SchemasOfRoute<R> extends infer S extends EndpointSchemas
    ? [KeysOf<InputOfSchemas<S>>] extends [never]
      ? NoFields
      : InputOfSchemas<S>
    : never;

/** The `data` of a success answer. Answer schemas have no transforms, so this is also the wire shape. */
export type RouteAnswer<R> =
  SchemasOfRoute<R> extends infer S extends EndpointSchemas ? z.output<S['answer']> : never;

export type IsIdempotent<R> = SchemasOfRoute<R> extends { idempotent: true } ? true : false;

/** `GET /vip/info`: the way a descriptor is written and named (tests, messages, the schema index). */
export type RouteLine = `${Method} /${string}`;

export const routeKey = (route: Route): RouteLine => `${route.method} ${route.path}` as RouteLine;

/**
 * A domain's descriptors from lines like `'GET /vip/info'`, one per schema entry (no more, no fewer):
 * `endpoints<typeof vipSchemas>()({ info: 'GET /vip/info', receive: 'POST /vip/receive' })`.
 */
export function endpoints<G extends SchemaGroup>() {
  return <T extends { readonly [K in keyof G]: RouteLine }>(
    lines: T & Record<Exclude<keyof T, keyof G>, never>,
  ): { readonly [K in keyof G]: Route<G[K]> } => {
    const out: Record<string, Route> = {};
    for (const [name, line] of Object.entries(lines as Record<string, RouteLine>)) {
      const space = line.indexOf(' ');
      out[name] = { method: line.slice(0, space) as Method, path: line.slice(space + 1) };
    }
    return out as { readonly [K in keyof G]: Route<G[K]> };
  };
}

/** Descriptor groups, each with its schema group (what `routes/schemas.ts` and `staff-schemas.ts` pair). */
export type DescribedGroups = ReadonlyArray<readonly [Record<string, Route>, SchemaGroup]>;

/** Each descriptor's schemas by `METHOD /path`; throws for a descriptor without schemas or named twice. */
export function schemaIndex(groups: DescribedGroups): ReadonlyMap<RouteLine, EndpointSchemas> {
  const index = new Map<RouteLine, EndpointSchemas>();
  for (const [routes, schemas] of groups) {
    for (const [name, route] of Object.entries(routes)) {
      const key = routeKey(route);
      const entry = schemas[name];
      if (!entry || index.has(key)) throw new Error(`route descriptor ${key}: no schemas, or named twice`);
      index.set(key, entry);
    }
  }
  return index;
}

/** The schemas of a descriptor in an index; throws for a route the index does not hold. */
export function schemasIn<S extends EndpointSchemas>(
  index: ReadonlyMap<RouteLine, EndpointSchemas>,
  route: Route<S>,
): S {
  const schemas = index.get(routeKey(route));
  if (!schemas) throw new Error(`no schemas for ${routeKey(route)}`);
  return schemas as S;
}
