import {
  type Query,
  type QueryClient,
  QueryObserver,
  type QueryObserverOptions,
} from '@tanstack/react-query';

/**
 * A page's first data (docs/PERFORMANCE.md "A page's first data"). On a full page load the app's first
 * render waits, at most `FIRST_DATA_WAIT_MS`, for the queries the page draws at once — the answers the
 * <head> script already asked for (lib/early-get.ts) — so the page is painted once, with its content,
 * instead of skeletons first and the content a render later. A page's largest element (Mine's wallet
 * note, a game's name) is then part of the first paint, and nothing moves when the data comes.
 *
 * The queries are held (an observer each, so none is garbage-collected) until the first render's
 * effects have run; until then mounting one does not fetch it again (`refetchOnMount`, even with
 * `staleTime: 0`): the answer is a few hundred milliseconds old, asked for this very render. Later
 * mounts, invalidations and refreshes behave as always.
 */
export const FIRST_DATA_WAIT_MS = 500;

// biome-ignore lint/suspicious/noExplicitAny: any query's options, whatever its data type
export type FirstQuery = QueryObserverOptions<any, any, any, any, any>;

let held: { hashes: Set<string>; release: () => void } | null = null;

/**
 * Starts the first queries and resolves when they have all settled or `waitMs` has passed, whichever
 * comes first (a slow answer then arrives as it would have, into the page's loading state).
 */
export async function loadFirstData(
  client: QueryClient,
  queries: readonly FirstQuery[],
  waitMs = FIRST_DATA_WAIT_MS,
): Promise<void> {
  releaseFirstData();
  if (queries.length === 0) return;
  const observers = queries.map((options) => new QueryObserver(client, options));
  const unsubscribe = observers.map((observer) => observer.subscribe(() => undefined));
  held = {
    hashes: new Set(observers.map((observer) => observer.getCurrentQuery().queryHash)),
    release: () => {
      for (const stop of unsubscribe) stop();
    },
  };
  // Each observer has started its query's fetch; prefetchQuery joins it (and never throws).
  const settled = Promise.all(queries.map((options) => client.prefetchQuery(options)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([settled, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}

/** The first render's effects have run (its queries are observed by the page now): let them go. */
export function releaseFirstData(): void {
  const current = held;
  held = null;
  current?.release();
}

/** The query client's default `refetchOnMount`: not while the query is first data (see above). */
export const refetchUnlessFirstData = (query: Query): boolean =>
  !(held?.hashes.has(query.queryHash) && !query.state.isInvalidated);
