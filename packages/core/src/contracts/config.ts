import { z } from 'zod';
import type { SchemaGroup } from '../routes/route.ts';

/** A customer-service channel shown on the service page (spec: Mine → service). */
export const serviceChannel = z.object({
  type: z.enum(['whatsapp', 'telegram', 'email', 'chat']),
  label: z.string().max(60),
  url: z.string().max(500),
});

/** One row of the VIP table (`/activity/killconfig` → `data.vip_lvl`): rules only, never outcome control. */
export const vipLevelRule = z.object({
  level: z.number().int().min(0),
  /** Cumulative recharge needed to reach this level, decimal string. */
  recharge: z.string(),
  /** Cumulative valid bets needed to reach this level, decimal string. */
  bet: z.string(),
  /** Level-up reward (fund type 6 "grade"), decimal string. */
  reward: z.string(),
  withdrawTimesPerDay: z.number().int().min(0),
  /** Maximum single withdrawal, decimal string. */
  withdrawMax: z.string(),
  /** Withdrawal fee in basis points of the amount (100 = 1%). */
  withdrawFeeBps: z.number().int().min(0).max(10_000),
  /** Maximum game balance before play is refused; null means no cap. Decimal string. */
  maxGameBalance: z.string().nullable(),
});
export type VipLevelRule = z.infer<typeof vipLevelRule>;

/** `GET /config/index` → `data`: the public site configuration the player app stores as `config`. */
export const siteConfig = z.object({
  version: z.string(),
  site: z.object({ name: z.string(), url: z.string() }),
  compliance: z.object({
    profile: z.enum(['standard', 'br-regulated']),
    operator: z.object({ name: z.string(), cnpj: z.string(), authorisation: z.string() }),
    minAge: z.number().int(),
    /**
     * What needs a verified identity (docs/COMPLIANCE.md "Identity (KYC)"): in `br-regulated` all three
     * whatever this says; in `standard` the operator's choice (default: none).
     */
    kycRequired: z.object({ deposit: z.boolean(), stake: z.boolean(), withdraw: z.boolean() }),
  }),
  ui: z.object({
    /** Registration and login appear as popups (true) or as pages (false) — docs/SPECIFICATION.md §2 "controlled by flags". */
    loginPopup: z.boolean(),
    regPopup: z.boolean(),
    /** Show the responsible-gaming notice after login. */
    loginNotice: z.boolean(),
  }),
  recharge: z.object({ min: z.string(), max: z.string(), presets: z.array(z.string()) }),
  withdraw: z.object({
    min: z.string(),
    windowStart: z.string(),
    windowEnd: z.string(),
    timeZone: z.string(),
  }),
  service: z.object({ channels: z.array(serviceChannel) }),
  download: z.object({ android: z.string().nullable(), ios: z.string().nullable() }),
  login: z.object({ captcha: z.enum(['always', 'after_failures', 'off']) }),
  tracking: z.object({ fbPixelId: z.string().nullable(), kwaiPixelId: z.string().nullable() }),
  activities: z.record(z.string(), z.object({ enabled: z.boolean() }).catchall(z.unknown())),
});
export type SiteConfig = z.infer<typeof siteConfig>;

/** `GET /activity/killconfig` → `data`. */
export const killConfig = z.object({ vip_lvl: z.array(vipLevelRule) });

/** `GET /game/checkGameStatus` → `data`: 0 open, 1 maintenance for all games. */
export const gameStatus = z.object({ status: z.union([z.literal(0), z.literal(1)]) });

/** `GET /activity/uv` query: visit tracking with the landing page's ageCode and regKey. */
export const uvQuery = z.strictObject({
  code: z.string().max(500).optional(),
  regKey: z.string().max(100).optional(),
  id: z.string().max(20).optional(),
});

/** `GET /activity/uv` → data. */
export const uvResult = z.object({ recorded: z.boolean() });

/** The launch calls' schemas (descriptors: routes/config.ts). */
export const configSchemas = {
  index: { answer: siteConfig },
  killConfig: { answer: killConfig },
  gameStatus: { answer: gameStatus },
  visit: { query: uvQuery, answer: uvResult },
} satisfies SchemaGroup;
