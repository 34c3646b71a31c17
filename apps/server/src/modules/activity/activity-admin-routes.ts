import { staffActivityApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { ANY_STAFF, audit, requireStaff } from '../admin/index.ts';
import { forgetSettings, getSiteConfig, updateSettingsSection } from '../config/index.ts';
import { activitySettingsLint, type Say } from './activity-registry.ts';

/** A zod message written as "namespace:key" is a catalog key. */
const MESSAGE_KEY = /^[a-z]+:[\w.]+$/;

import {
  type ActivitySettings,
  activitySettingsSchemas,
  parseActivitySettings,
  wheelProblems,
  wheelTableOf,
} from './activity-settings.ts';
import { getWheelTables } from './wheel-history.ts';
import { putInForce } from './wheel-tables.ts';

/**
 * Problems of an `activities` section: each key against its schema, the wheel table, then the legal
 * lint of the profile (each problem names the key; the lint cites the article).
 */
export function activitySettingsProblems(
  input: unknown,
  profile: 'standard' | 'br-regulated',
  say: Say,
): { settings: ActivitySettings | null; problems: string[] } {
  const problems: string[] = [];
  const problem = (key: string, message: string, vars: Record<string, string | number> = {}) =>
    problems.push(say(`staff:activityLint.${message}`, { key: `activities.${key}`, ...vars }));
  const raw = (input ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(raw)) if (!(key in activitySettingsSchemas)) problem(key, 'unknown');
  let settings: ActivitySettings | null = null;
  try {
    settings = parseActivitySettings(raw);
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    // A schema's own message is a catalog key when it has one; else the field is named as invalid.
    for (const issue of error.issues) {
      const key = issue.path.join('.');
      if (MESSAGE_KEY.test(issue.message)) problems.push(`activities.${key}: ${say(issue.message)}`);
      else problem(key, 'invalid');
    }
  }
  if (settings) {
    for (const issue of wheelProblems(settings.redEnvelope))
      problem('redEnvelope.wheel', `wheel.${issue.problem}`, { segment: issue.segment ?? '' });
    problems.push(...activitySettingsLint(settings, profile, say));
  }
  return { settings: problems.length === 0 ? settings : null, problems };
}

/** Staff: read the activity settings with the current problems; write them through the lint (owner, marketing). */
export const activityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    fromDescriptor(staffActivityApi.settings, {
      onRequest: requireStaff(ANY_STAFF),
      tags: ['admin'],
      summary: 'Activity settings with the legal lint of the current profile',
      handler: async (request) => {
        const config = await getSiteConfig(app.db);
        const { problems } = activitySettingsProblems(
          config.activities,
          config.compliance.profile,
          (key, vars) => request.t(key, vars),
        );
        const wheel = await getWheelTables(app.db);
        return ok({ profile: config.compliance.profile, settings: config.activities, problems, wheel });
      },
    }),
  );

  app.route(
    fromDescriptor(staffActivityApi.saveSettings, {
      onRequest: requireStaff(['owner', 'marketing']),
      tags: ['admin'],
      summary:
        'Replaces the activity settings; refused (ACTIVITY_SETTINGS_INVALID) with the problems, citing the law',
      handler: async (request) => {
        const config = await getSiteConfig(app.db);
        const profile = config.compliance.profile;
        const { settings, problems } = activitySettingsProblems(
          request.body.activities,
          profile,
          (key, vars) => request.t(key, vars),
        );
        if (!settings)
          throw new AppError('ACTIVITY_SETTINGS_INVALID', {
            field: 'activities',
            vars: { problems: problems.join('; ') },
          });
        // The settings name the table by its hash; a new content becomes a new version in force from now.
        const table = wheelTableOf(settings.redEnvelope);
        settings.redEnvelope.wheel.version = table.version;
        // The change, the table version and the audit row commit together (the audit chain never misses a change).
        await app.db.transaction(async (tx) => {
          await updateSettingsSection(tx, 'activities', settings);
          await putInForce(tx, table.segments, app.now(), `staff:${request.staff!.id}`);
          await audit(tx, {
            staffId: request.staff!.id,
            action: 'activity.settings',
            detail: {
              ...(request.body.reason ? { reason: request.body.reason } : {}),
              before: config.activities,
              after: settings,
            },
            ip: request.ip,
            at: app.now(),
          });
        });
        forgetSettings(app.db);
        return ok({ profile, settings, problems: [], wheel: await getWheelTables(app.db) });
      },
    }),
  );
};
