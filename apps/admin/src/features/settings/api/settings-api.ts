import { type VipTableEdit, vipSettings, vipSettingsResult } from '@jl/core/contracts/admin-settings.ts';
import {
  SETTINGS_SECTIONS,
  type SettingsSection,
  settingsSectionContracts,
} from '@jl/core/contracts/admin-settings-sections.ts';
import { z } from 'zod';
import { api, post } from '../../../lib/api.ts';
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
];

const contractsOf = (section: SettingsSection) =>
  settingsSectionContracts(SETTINGS_SECTIONS[section] as unknown as z.ZodType<Json>);

export const fetchSection = (section: SettingsSection) =>
  api(`/admin/settings/${section}`, contractsOf(section).read);

export const saveSection = (section: SettingsSection, value: Json, reason: string) =>
  post(`/admin/settings/${section}`, contractsOf(section).result, { value, reason });

/** `GET`/`POST /admin/activity/settings` (module `activity`). */
const activityAnswer = z.object({
  profile: z.enum(['standard', 'br-regulated']),
  settings: z.record(z.string(), z.unknown()),
  problems: z.array(z.string()),
});

export const fetchActivities = () => api('/admin/activity/settings', activityAnswer);

export const saveActivities = (activities: Json, reason: string) =>
  post('/admin/activity/settings', activityAnswer, { activities, reason });

export const fetchVip = () => api('/admin/settings/vip', vipSettings);

export const saveVip = (levels: VipTableEdit, reason: string) =>
  post('/admin/settings/vip', vipSettingsResult, { levels, reason });
