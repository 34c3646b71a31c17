import { z } from 'zod';
import { parseDecimal } from '../money/cents.ts';

/**
 * Settings editors of the back office (owner): each section is validated by these schemas on the
 * server before it is stored, shown as a before/after diff, and the change is audited in the same
 * transaction as the write.
 */

const amount = z
  .string({ error: 'staff:validation.amount' })
  .regex(/^\d{1,13}\.\d{2}$/, 'staff:validation.amount')
  .refine((v) => parseDecimal(v) !== null, 'staff:validation.amount');

/** One VIP level as the editor stores it (amounts in the wire form "1000.00"). */
export const vipLevelEdit = z.strictObject({
  level: z.number().int().min(0).max(100),
  recharge: amount,
  bet: amount,
  reward: amount,
  withdrawTimesPerDay: z.number().int().min(0).max(100),
  withdrawMax: amount,
  withdrawFeeBps: z.number().int().min(0).max(10_000),
  maxGameBalance: amount.nullable(),
});

const cents = (v: string) => parseDecimal(v) ?? 0n;

/**
 * The review amounts of the `withdraw` section (not public): up to `autoApproveMax` a withdrawal pays
 * out without staff; above it one finance approval; above `twoApprovalsAbove` two approvals from two
 * different staff members. The second amount is never below the first.
 */
export const withdrawReviewEdit = z
  .strictObject({ autoApproveMax: amount, twoApprovalsAbove: amount })
  .refine((v) => cents(v.twoApprovalsAbove) >= cents(v.autoApproveMax), {
    path: ['twoApprovalsAbove'],
    message: 'staff:validation.twoApprovalsAbove',
  });
export type WithdrawReviewEdit = z.infer<typeof withdrawReviewEdit>;

/**
 * The VIP table: levels 0, 1, 2… in order, VIP0 needs nothing, and each level needs at least what the
 * one below needs (recharge and valid bets), so a player's level is well defined.
 */
export const vipTableEdit = z
  .array(vipLevelEdit)
  .min(1)
  .max(101)
  .superRefine((levels, ctx) => {
    levels.forEach((l, i) => {
      if (l.level !== i)
        ctx.addIssue({ code: 'custom', path: [i, 'level'], message: 'staff:validation.vipOrder' });
      const prev = levels[i - 1];
      if (i === 0 && (cents(l.recharge) !== 0n || cents(l.bet) !== 0n)) {
        ctx.addIssue({ code: 'custom', path: [i, 'recharge'], message: 'staff:validation.vipOrder' });
      }
      if (prev && (cents(l.recharge) < cents(prev.recharge) || cents(l.bet) < cents(prev.bet))) {
        ctx.addIssue({ code: 'custom', path: [i, 'recharge'], message: 'staff:validation.vipOrder' });
      }
    });
  });
export type VipTableEdit = z.infer<typeof vipTableEdit>;

/** `GET /admin/settings/vip`. */
export const vipSettings = z.object({ levels: vipTableEdit });
/** `POST /admin/settings/vip`: the whole table and the reason; answers the table stored and what changed. */
export const vipSettingsBody = z.strictObject({
  levels: vipTableEdit,
  reason: z
    .string({ error: 'vip:validation.enterReason' })
    .trim()
    .min(3, 'vip:validation.enterReason')
    .max(300, 'vip:validation.enterReason'),
});
export const settingsChange = z.object({
  changes: z.array(z.object({ path: z.string(), before: z.unknown(), after: z.unknown() })),
});
export const vipSettingsResult = vipSettings.extend(settingsChange.shape);
