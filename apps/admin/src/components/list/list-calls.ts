import type { Route, RouteAnswer, RouteInput } from '@jl/core/routes/route.ts';
import { call } from '../../lib/api.ts';
import { downloadCsv } from '../../lib/download.ts';
import type { ListFilter } from './list-filters.tsx';

/**
 * A filtered staff list's two calls from one query: `fetch` a page (JSON) and `exportCsv` the whole
 * selection the same tab and filters make (docs/API.md "CSV export"). `tabQuery` turns the page's tab
 * into the list's own parameters (a status, an assignee).
 */
export function listCalls<R extends Route, Tab>(route: R, tabQuery: (tab: Tab) => Record<string, unknown>) {
  const input = (tab: Tab, page: number, size: number, filters: ListFilter) =>
    ({ ...filters, ...tabQuery(tab), page, size }) as unknown as RouteInput<R>;
  const send = call as (route: R, input: RouteInput<R>) => Promise<RouteAnswer<R>>;
  return {
    fetch: (tab: Tab, page: number, size: number, filters: ListFilter = {}) =>
      send(route, input(tab, page, size, filters)),
    exportCsv: (tab: Tab, page: number, size: number, filters: ListFilter = {}) =>
      downloadCsv(route, input(tab, page, size, filters)),
  };
}
