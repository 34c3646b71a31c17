import {
  diffSettings,
  type Route,
  SETTINGS_SECTION_NAMES,
  type settingsSectionContracts,
  staffSettingsReadApi,
  staffSettingsSaveApi,
  vipSettings,
} from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { fromDescriptor, type RouteApp } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { audit, requireStaff } from '../admin/index.ts';
import {
  forgetSettings,
  getVipLevels,
  readSettingsSection,
  replaceSettingsSection,
} from './config-service.ts';

const SUMMARY: Record<(typeof SETTINGS_SECTION_NAMES)[number], string> = {
  site: 'the site name and public address',
  recharge: 'deposit minimum, maximum and the preset amounts',
  withdraw: 'withdrawal minimum, daily window and the review threshold',
  team: 'team rates by agent level, invite tiers, chests and the fraud screen',
  service: 'the customer-service channels',
  pix: 'the Pix receiving account (key, receiver name and city, charge lifetime)',
  compliance: 'the compliance profile, operator identity and minimum age',
  tax: 'the rate of the tax on GGR the summary report applies',
};

const owner = requireStaff(['owner']);

type SectionContracts = ReturnType<typeof settingsSectionContracts<z.ZodType<Record<string, unknown>>>>;

/**
 * Settings editors (owner). The body is validated by the section's zod schema from @jl/core; the
 * write and its audit row (with the changed paths, before and after) commit together.
 */
export const configAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  vipSettingsRoutes(app);
  for (const section of SETTINGS_SECTION_NAMES) sectionSettingsRoutes(app, section);
};

/** The VIP level table: read and replace. */
function vipSettingsRoutes(app: RouteApp) {
  app.route(
    fromDescriptor(staffSettingsReadApi.vip, {
      onRequest: owner,
      tags: ['admin'],
      summary: 'The VIP level table (owner)',
      handler: async () => ok({ levels: vipSettings.shape.levels.parse(await getVipLevels(app.db)) }),
    }),
  );

  app.route(
    fromDescriptor(staffSettingsSaveApi.vip, {
      onRequest: owner,
      tags: ['admin'],
      summary: 'Replaces the VIP level table; the change is audited with its before/after diff (owner)',
      handler: async (request) => {
        const { levels, reason } = request.body;
        const changes = await app.db.transaction(async (tx) => {
          const before = await replaceSettingsSection(tx, 'vip', levels);
          const diff = diffSettings(before ?? [], levels);
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
    }),
  );
}

/** One route pair per settings section: read and replace. */
function sectionSettingsRoutes(app: RouteApp, section: (typeof SETTINGS_SECTION_NAMES)[number]) {
  // Typed as an object here (each section's own type is its schema's).
  const read = staffSettingsReadApi[section] as Route<{ answer: SectionContracts['read'] }>;
  const save = staffSettingsSaveApi[section] as Route<{
    body: SectionContracts['body'];
    answer: SectionContracts['result'];
  }>;
  app.route(
    fromDescriptor(read, {
      onRequest: owner,
      tags: ['admin'],
      summary: `Settings: ${SUMMARY[section]} (owner)`,
      handler: async () => ok({ value: await readSettingsSection(app.db, section) }),
    }),
  );

  app.route(
    fromDescriptor(save, {
      onRequest: owner,
      tags: ['admin'],
      summary: `Replaces ${SUMMARY[section]}; audited with its before/after diff (owner)`,
      handler: async (request) => {
        const { value, reason } = request.body;
        const changes = await app.db.transaction(async (tx) => {
          const before = await readSettingsSection(tx, section);
          await replaceSettingsSection(tx, section, value);
          const diff = diffSettings(before, value);
          await audit(tx, {
            staffId: request.staff!.id,
            action: `settings.${section}`,
            targetType: 'settings',
            targetId: section,
            detail: { reason, changes: diff },
            ip: request.ip,
            at: app.now(),
          });
          return diff;
        });
        forgetSettings(app.db);
        return ok({ value, changes });
      },
    }),
  );
}
