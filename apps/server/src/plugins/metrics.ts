import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

const DEFAULT_GAUGES_NAMED_TOTAL = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/** Prometheus metrics at /metrics: request latency by route and envelope code. */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // prom-client names these three gauges `_total`, which Prometheus keeps for counters (`promtool check
  // metrics` warns): the same sums are `sum(nodejs_active_handles)` etc. of the per-type gauges it keeps.
  for (const name of DEFAULT_GAUGES_NAMED_TOTAL) registry.removeSingleMetric(name);
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Request latency by route, method and envelope code',
    labelNames: ['method', 'route', 'status', 'code'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.decorate('metrics', registry);

  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload === 'string' && payload.startsWith('{"code":')) {
      const match = /^\{"code":(-?\d+)/.exec(payload);
      reply.envelopeCode = match?.[1] ?? '';
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    latency.observe(
      { method: request.method, route, status: String(reply.statusCode), code: reply.envelopeCode ?? '' },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
  interface FastifyReply {
    envelopeCode?: string;
  }
}
