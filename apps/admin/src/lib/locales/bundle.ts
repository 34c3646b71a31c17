/**
 * The catalogs of `@jl/core` the back office reads, for one locale: its own screens (`backoffice`),
 * the staff messages of the shared zod schemas (`staff:validation.*`, `vip:validation.*`), game and
 * platform names (`games:names.*`, `games:platforms.*`) and the fund-log type names players see
 * (`wallet:fundType.*`) — only those branches of the player namespaces (named JSON imports, so the
 * bundler leaves the rest out). Each locale is one module: a language other than pt-BR is one chunk
 * (about 10 KB gzipped) loaded when it is chosen.
 */
export type Bundle = Record<'backoffice' | 'staff' | 'vip' | 'games' | 'wallet', Record<string, unknown>>;

/** One locale's bundle from its catalogs (each locale module passes the branches it imported). */
export const bundle = (
  backoffice: Bundle['backoffice'],
  staff: Bundle['staff'],
  vip: Bundle['vip'],
  games: Bundle['games'],
  wallet: Bundle['wallet'],
): Bundle => ({ backoffice, staff, vip, games, wallet });
