import type { BulkDecisionResult } from '@jl/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

type Row = BulkDecisionResult['results'][number];

/**
 * A bulk decision (docs/API.md "Bulk decisions"): each id, in the order given, goes through `decide` —
 * the very function the single-row endpoint calls, with its own transaction, guards, approval rules
 * and audit — and gets its own result. One row's refusal never stops the others; its message is in the
 * staff member's language, as the single endpoint would have answered it.
 */
export async function decideEach(
  request: FastifyRequest,
  ids: readonly string[],
  decide: (id: bigint) => Promise<{ status: string }>,
): Promise<BulkDecisionResult> {
  const results: Row[] = [];
  for (const id of ids) {
    try {
      const { status } = await decide(BigInt(id));
      results.push({ id, ok: true, status, error: null, msg: null });
    } catch (error) {
      results.push(refusalRow(request, id, error));
    }
  }
  return { results };
}

function refusalRow(request: FastifyRequest, id: string, error: unknown): Row {
  if (error instanceof AppError) {
    const { messageKey, vars, field } = error.options;
    const msg = request.t(messageKey ?? `errors:${error.error}`, { field: field ?? '', ...vars });
    return { id, ok: false, status: null, error: error.error, msg };
  }
  // A fault on one row is logged with the request id; the rows before it stay decided.
  request.log.error({ err: error, id }, 'bulk decision row failed');
  return { id, ok: false, status: null, error: 'INTERNAL', msg: request.t('errors:INTERNAL') };
}
