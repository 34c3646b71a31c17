import { z } from 'zod';
import { isValidCnpj, normalizeCnpj } from '../br/cnpj.ts';
import { isValidPixKey } from '../br/pix-key.ts';
import { parseDecimal } from '../money/cents.ts';
import { isSafeText } from './fields.ts';

/**
 * The settings sections the back office edits besides the VIP table (owner): each is validated by
 * one of these schemas on the server before it is stored and by the editor before the review, so the
 * operator and the server refuse the same things with the same message. A section is stored whole
 * (`site_settings.value`); `/config/index` publishes the public keys.
 */

const V = (key: string) => `staff:validation.${key}`;

/** A reais amount as the settings store it: "1000.00". */
const amount = z
  .string({ error: V('amount') })
  .regex(/^\d{1,13}\.\d{2}$/, V('amount'))
  .refine((v) => parseDecimal(v) !== null, V('amount'));
const cents = (v: string) => parseDecimal(v) ?? 0n;

const text = (max: number, min = 1) =>
  z
    .string({ error: V('text') })
    .trim()
    .min(min, V('text'))
    .max(max, V('text'))
    .refine(isSafeText, V('text'));

const int = (min: number, max: number) =>
  z
    .number({ error: V('integer') })
    .int(V('integer'))
    .min(min, V('integer'))
    .max(max, V('integer'));

const httpUrl = z
  .string({ error: V('url') })
  .max(500, V('url'))
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, V('url'))
  .refine(isSafeText, V('url'));

/** "HH:MM", 00:00 to 23:59. */
const clock = z.string({ error: V('time') }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, V('time'));

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return /^[A-Za-z_]+\/[A-Za-z_]+$/.test(name);
  } catch {
    return false;
  }
}

/** A percentage with up to two decimals, 0 to 100 ("1.50"). */
const percent = z
  .string({ error: V('percent') })
  .regex(/^\d{1,3}\.\d{2}$/, V('percent'))
  .refine((v) => cents(v) <= 10_000n, V('percent'));

export const siteSectionEdit = z.strictObject({ name: text(60), url: httpUrl });

export const rechargeSectionEdit = z
  .strictObject({
    min: amount,
    max: amount,
    presets: z
      .array(amount, { error: V('presets') })
      .min(1, V('presets'))
      .max(12, V('presets')),
  })
  .superRefine((r, ctx) => {
    if (cents(r.min) <= 0n) ctx.addIssue({ code: 'custom', path: ['min'], message: V('rechargeRange') });
    if (cents(r.max) < cents(r.min))
      ctx.addIssue({ code: 'custom', path: ['max'], message: V('rechargeRange') });
    r.presets.forEach((p, i) => {
      if (cents(p) < cents(r.min) || cents(p) > cents(r.max) || r.presets.indexOf(p) !== i)
        ctx.addIssue({ code: 'custom', path: ['presets', i], message: V('presets') });
    });
  });

/**
 * The `withdraw` section: the public minimum and window, and the review thresholds (not public): paid
 * without review up to `autoApproveMax`; above `twoApprovalsAbove` (when the deployment has it) two
 * different staff members must approve.
 */
export const withdrawSectionEdit = z
  .strictObject({
    min: amount.refine((v) => cents(v) > 0n, V('amount')),
    windowStart: clock,
    windowEnd: clock,
    timeZone: z
      .string({ error: V('timeZone') })
      .max(40, V('timeZone'))
      .refine(isTimeZone, V('timeZone')),
    autoApproveMax: amount,
    twoApprovalsAbove: amount.optional(),
  })
  .superRefine((w, ctx) => {
    if (w.twoApprovalsAbove !== undefined && cents(w.twoApprovalsAbove) < cents(w.autoApproveMax))
      ctx.addIssue({ code: 'custom', path: ['twoApprovalsAbove'], message: V('reviewOrder') });
  });

export const serviceSectionEdit = z.strictObject({
  channels: z
    .array(
      z.strictObject({
        type: z.enum(['whatsapp', 'telegram', 'email', 'chat'], { error: V('channelType') }),
        label: text(60),
        url: z
          .string({ error: V('url') })
          .max(500, V('url'))
          .regex(/^(https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@]+@[^\s@]+)$/i, V('url'))
          .refine(isSafeText, V('url')),
      }),
    )
    .max(10, V('channels')),
});

/** Printable ASCII only: the BR Code carries the receiver's name and city as ASCII. */
const ascii = (max: number, key: string) =>
  z
    .string({ error: V(key) })
    .trim()
    .min(1, V(key))
    .max(max, V(key))
    .regex(/^[\x20-\x7e]+$/, V(key));

/** The Pix receiving account (`pix`, not public): an EVP or e-mail key every charge's BR Code pays. */
export const pixSectionEdit = z.strictObject({
  key: z
    .string({ error: V('pixKey') })
    .max(77, V('pixKey'))
    .refine((k) => isValidPixKey('evp', k) || isValidPixKey('email', k), V('pixKey')),
  merchantName: ascii(25, 'merchantName'),
  merchantCity: ascii(15, 'merchantCity'),
  chargeTtlMinutes: int(5, 1440),
});

/** The demo operator's CNPJ (valid check digits, nobody's): never an operator under `br-regulated`. */
export const PLACEHOLDER_CNPJ = '00.000.000/0001-91';

/**
 * The compliance profile (docs/COMPLIANCE.md): `br-regulated` turns on the SPA/MF rules, and needs
 * the operator's real identity: an SPA/MF authorisation number and a CNPJ (check digits valid, not
 * the demo placeholder).
 */
export const complianceSectionEdit = z
  .strictObject({
    profile: z.enum(['standard', 'br-regulated'], { error: V('profile') }),
    operator: z.strictObject({
      name: text(120),
      cnpj: z
        .string({ error: V('cnpj') })
        .max(18, V('cnpj'))
        .refine((v) => isValidCnpj(v), V('cnpj')),
      authorisation: text(60, 0),
    }),
    minAge: int(18, 99),
    /** What needs a verified identity in `standard` (br-regulated requires it for all three). */
    kycRequired: z
      .strictObject({ deposit: z.boolean(), stake: z.boolean(), withdraw: z.boolean() })
      .optional(),
  })
  .superRefine((c, ctx) => {
    if (c.profile !== 'br-regulated') return;
    if (c.operator.authorisation.trim() === '')
      ctx.addIssue({
        code: 'custom',
        path: ['operator', 'authorisation'],
        message: V('authorisationRequired'),
      });
    if (normalizeCnpj(c.operator.cnpj) === normalizeCnpj(PLACEHOLDER_CNPJ))
      ctx.addIssue({ code: 'custom', path: ['operator', 'cnpj'], message: V('cnpjPlaceholder') });
  });

/**
 * Taxes (`tax`, not public): the rate of the tax on the operator's GGR (Lei 14.790/2023, which amended
 * Lei 13.756/2018 art. 30; the rate in force by year is in docs/COMPLIANCE.md "Tax on GGR"), a
 * percentage with two decimals. The summary report applies it to each period's tax base.
 */
export const taxSectionEdit = z.strictObject({ ggrRate: percent });

const agentLevel = z.strictObject({
  level: int(0, 20),
  activeNeeded: int(0, 100_000),
  shareRate1: percent,
  shareRate2: percent,
  splitRate1: percent,
  splitRate2: percent,
  salary: amount,
});

/** The team (`team`, not public): rates by agent level, invite tiers, chests and the fraud screen. */
export const teamSectionEdit = z
  .strictObject({
    activeDaysPlayed: int(1, 7),
    activeRecharges: int(1, 100),
    agentLevels: z.array(agentLevel).min(1, V('teamOrder')).max(21, V('teamOrder')),
    seniorWeeks: int(1, 104),
    holdingHours: int(0, 720),
    withdrawMin: amount,
    releaseSecondApprovalAbove: amount,
    inviteTiers: z.array(z.strictObject({ firstDeposit: amount, reward: amount })).max(20, V('teamOrder')),
    chests: z.array(z.strictObject({ invites: int(1, 100_000), amount })).max(20, V('teamOrder')),
    fraudChecks: z
      .array(z.enum(['cpf', 'pix', 'phone', 'ip_device'], { error: V('fraudChecks') }))
      .max(4, V('fraudChecks'))
      .refine((c) => new Set(c).size === c.length, V('fraudChecks')),
  })
  .superRefine((t, ctx) => {
    // Levels 0, 1, 2… in order; level 0 needs nobody; each needs at least the active count below it.
    t.agentLevels.forEach((l, i) => {
      const prev = t.agentLevels[i - 1];
      if (l.level !== i || (i === 0 && l.activeNeeded !== 0) || (prev && l.activeNeeded < prev.activeNeeded))
        ctx.addIssue({ code: 'custom', path: ['agentLevels', i, 'activeNeeded'], message: V('teamOrder') });
    });
    t.inviteTiers.forEach((tier, i) => {
      const prev = t.inviteTiers[i - 1];
      if (prev && cents(tier.firstDeposit) <= cents(prev.firstDeposit))
        ctx.addIssue({ code: 'custom', path: ['inviteTiers', i, 'firstDeposit'], message: V('teamOrder') });
    });
    t.chests.forEach((chest, i) => {
      const prev = t.chests[i - 1];
      if (prev && chest.invites <= prev.invites)
        ctx.addIssue({ code: 'custom', path: ['chests', i, 'invites'], message: V('teamOrder') });
    });
  });

/** Every section the generic editor serves, by its `site_settings` key and URL. */
export const SETTINGS_SECTIONS = {
  site: siteSectionEdit,
  recharge: rechargeSectionEdit,
  withdraw: withdrawSectionEdit,
  team: teamSectionEdit,
  service: serviceSectionEdit,
  pix: pixSectionEdit,
  compliance: complianceSectionEdit,
  tax: taxSectionEdit,
} as const;
export type SettingsSection = keyof typeof SETTINGS_SECTIONS;
export const SETTINGS_SECTION_NAMES = Object.keys(SETTINGS_SECTIONS) as SettingsSection[];

const reason = z
  .string({ error: 'vip:validation.enterReason' })
  .trim()
  .min(3, 'vip:validation.enterReason')
  .max(300, 'vip:validation.enterReason');

const changes = z.array(z.object({ path: z.string(), before: z.unknown(), after: z.unknown() }));

/** `GET /admin/settings/<section>` → `{value}`; `POST` takes `{value, reason}` → `{value, changes}`. */
export function settingsSectionContracts<S extends z.ZodType>(schema: S) {
  return {
    read: z.object({ value: schema }),
    body: z.strictObject({ value: schema, reason }),
    result: z.object({ value: schema, changes }),
  };
}

/** One changed leaf of a settings value, by dotted path (array items by index). */
export type SettingsChange = { path: string; before: unknown; after: unknown };

/** The leaves that differ between two JSON values: what the review shows and the audit row keeps. */
export function diffSettings(before: unknown, after: unknown, path = ''): SettingsChange[] {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
    return keys.flatMap((k) => diffSettings(before[k], after[k], path ? `${path}.${k}` : k));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}
