import { testClockBody, testClockResult } from '@jl/core';
import { parseInstantInput } from '@jl/core/date-input.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devHelpersOnly } from '../lib/dev-helpers.ts';
import { envelopeOf, ok } from '../lib/envelope.ts';
import type { TestClock } from '../lib/test-clock.ts';

/**
 * `GET|POST /api/v2/dev/clock`: reads and moves this process's test-only clock (TEST_CLOCK=true, which
 * production refuses at boot; loopback clients only, like every development helper). Each process has
 * its own: a suite driving several processes moves each one (docs/OPERATIONS.md "The test clock").
 */
export function testClockRoutes(clock: TestClock): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = devHelpersOnly(app.config);
    const schema = { tags: ['dev'], response: { 200: envelopeOf(testClockResult) } };
    app.get(
      '/dev/clock',
      { onRequest: guard, schema: { ...schema, summary: 'The test clock (TEST_CLOCK)' } },
      async () => ok({ now: clock.now().toISOString() }),
    );
    app.post(
      '/dev/clock',
      {
        onRequest: guard,
        schema: { ...schema, summary: 'Moves the test clock forward', body: testClockBody },
      },
      async (request) => {
        const { to, advance_seconds: seconds } = request.body;
        const target = to ? parseInstantInput(to) : null;
        const now = target ? clock.moveTo(target) : clock.advance((seconds ?? 0) * 1000);
        request.log.warn({ now }, 'test clock moved');
        return ok({ now: now.toISOString() });
      },
    );
  };
}
