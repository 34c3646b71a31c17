import { activitySettingsSchemas } from '@jl/core/contracts/activity-settings.ts';
import {
  SETTINGS_SECTIONS,
  type SettingsChange,
  type SettingsSection,
} from '@jl/core/contracts/admin-settings-sections.ts';
import { label, t } from '../../lib/i18n.ts';
import type { Json } from './components/section-form.tsx';

/** "agentLevels.2.shareRate1" → "Níveis de agente · 3 · Participação nível 1". */
export function pathLabel(path: string): string {
  return path
    .split('.')
    .map((part) =>
      /^\d+$/.test(part) ? String(Number(part) + 1) : label(`backoffice.settings.fields.${part}`, part),
    )
    .join(' · ');
}

export const shown = (v: unknown) =>
  v === undefined || v === null ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The review's rows for changes found by `diffSettings`. */
export const reviewRows = (changes: SettingsChange[]) =>
  changes.map((c) => ({
    key: c.path,
    label: pathLabel(c.path),
    before: shown(c.before),
    after: shown(c.after),
  }));

/** The shared schema's refusals, by dotted path, in the staff's words. */
export function sectionErrors(section: SettingsSection, draft: Json): Record<string, string> {
  const result = SETTINGS_SECTIONS[section].safeParse(draft);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= t(issue.message);
  }
  return errors;
}

/** Each activity against its schema (shared with the server); marks the fields it refuses. */
export function activityErrors(value: Json): Record<string, string> {
  const errors: Record<string, string> = {};
  const settings = (value ?? {}) as Record<string, unknown>;
  for (const [key, schema] of Object.entries(activitySettingsSchemas)) {
    const result = schema.safeParse(settings[key]);
    if (result.success) continue;
    for (const issue of result.error.issues)
      errors[[key, ...issue.path].join('.')] ??= t('staff:validation.activity');
  }
  return errors;
}
