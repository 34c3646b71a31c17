import { vipSettings, vipSettingsBody, vipSettingsResult } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { audit, requireStaff } from '../admin/index.ts';
import { forgetSettings, getVipLevels, replaceSettingsSection } from './config-service.ts';

type Change = { path: string; before: unknown; after: unknown };

/** The leaves that differ between two JSON values, by dotted path (array items by index). */
export function diffJson(before: unknown, after: unknown, path = ''): Change[] {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
    return keys.flatMap((k) => diffJson(before[k], after[k], path ? `${path}.${k}` : k));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}

/**
 * Settings editors (owner). The body is validated by the section's zod schema from @jl/core; the
 * write and its audit row (with the changed paths, before and after) commit together.
 */
export const configAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = requireStaff(['owner']);

  app.get(
    '/admin/settings/vip',
    {
      onRequest: owner,
      schema: {
        tags: ['admin'],
        summary: 'The VIP level table (owner)',
        response: { 200: envelopeOf(vipSettings) },
      },
    },
    async () => ok({ levels: vipSettings.shape.levels.parse(await getVipLevels(app.db)) }),
  );

  app.post(
    '/admin/settings/vip',
    {
      onRequest: owner,
      schema: {
        tags: ['admin'],
        summary: 'Replaces the VIP level table; the change is audited with its before/after diff (owner)',
        body: vipSettingsBody,
        response: { 200: envelopeOf(vipSettingsResult) },
      },
    },
    async (request) => {
      const { levels, reason } = request.body;
      const changes = await app.db.transaction(async (tx) => {
        const before = await replaceSettingsSection(tx, 'vip', levels);
        const diff = diffJson(before ?? [], levels);
        await audit(tx, {
          staffId: request.staff!.id,
          action: 'settings.vip',
          targetType: 'settings',
          targetId: 'vip',
          detail: { reason, changes: diff },
          ip: request.ip,
          at: app.now(),
        });
        return diff;
      });
      forgetSettings(app.db);
      return ok({ levels, changes });
    },
  );
};
