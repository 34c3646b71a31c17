import { ENVELOPE, type Envelope } from '@jl/core';
import { z } from 'zod';

/** A success envelope. `msg` is empty unless the client should toast something. */
export function ok<T>(data: T, msg = ''): Envelope<T> {
  return { code: ENVELOPE.OK, msg, data };
}

/** The response schema of a handled request, for OpenAPI and serialisation. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}
