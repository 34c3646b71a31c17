import type { Route, RouteInput } from '@jl/core/routes/route.ts';
import { ApiError, fillPath, urlOf } from './api.ts';
import { getLocale, t } from './i18n.ts';
import { getToken } from './session.ts';

/** The file name the server gave (`attachment; filename="withdrawals-2026-03-01.csv"`), else a default. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a staff list or report as CSV (docs/API.md "CSV export"): the same call as the screen's,
 * with `format=csv`, so the file has the rows the screen shows for the same filter, masked the same.
 * A refusal arrives as the usual envelope and is thrown as an `ApiError`.
 */
export async function downloadCsv<R extends Route>(route: R, input: RouteInput<R>): Promise<string> {
  const { path, rest } = fillPath(route.path, { ...(input as Record<string, unknown>), format: 'csv' });
  const token = getToken();
  const headers: Record<string, string> = { lang: getLocale() };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(urlOf('GET', path, rest), { headers });
  } catch {
    throw new ApiError(t('backoffice.common.offline'), undefined, undefined, -1);
  }
  if (!(response.headers.get('content-type') ?? '').startsWith('text/csv')) {
    const envelope = (await response.json().catch(() => null)) as {
      code: number;
      msg: string;
      data: { error?: string } | null;
    } | null;
    throw new ApiError(envelope?.msg ?? t('backoffice.common.failed'), envelope?.data?.error, undefined, -1);
  }
  const name = fileNameOf(response.headers.get('content-disposition'), 'export.csv');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return name;
}
