import type { VipTableEdit } from '@jl/core/contracts/admin-settings.ts';
import type { SettingsSection } from '@jl/core/contracts/admin-settings-sections.ts';
import type { Route } from '@jl/core/routes/route.ts';
import { staffActivityApi, staffSettingsReadApi, staffSettingsSaveApi } from '@jl/core/routes/staff.ts';
import type { z } from 'zod';
import { call } from '../../../lib/api.ts';
import type { Json } from '../components/section-form.tsx';

/** The editors' order in the sub-navigation (the VIP table has its own screen). */
export const SECTIONS: SettingsSection[] = [
  'site',
  'recharge',
  'withdraw',
  'team',
  'service',
  'pix',
  'compliance',
  'tax',
];

// One editor for every section: its value is typed as JSON here (each section's own type is its schema's).
type Changes = { path: string; before: unknown; after: unknown }[];
type Typed<T> = z.ZodType<T, T>;
type SectionRead = Route<{ answer: Typed<{ value: Json }> }>;
type SectionSave = Route<{
  body: Typed<{ value: Json; reason: string }>;
  answer: Typed<{ value: Json; changes: Changes }>;
}>;

export const fetchSection = (section: SettingsSection) => call(staffSettingsReadApi[section] as SectionRead);

export const saveSection = (section: SettingsSection, value: Json, reason: string) =>
  call(staffSettingsSaveApi[section] as SectionSave, { value, reason });

export const fetchActivities = () => call(staffActivityApi.settings);

export const saveActivities = (activities: Json, reason: string) =>
  call(staffActivityApi.saveSettings, { activities: activities as Record<string, Json>, reason });

export const fetchVip = () => call(staffSettingsReadApi.vip);

export const saveVip = (levels: VipTableEdit, reason: string) =>
  call(staffSettingsSaveApi.vip, { levels, reason });
