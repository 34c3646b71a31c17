import { saoPauloDay } from '@jl/core/dates.ts';
import type { EventHandler } from '../../events/index.ts';
import { getActivityContext } from './activity-facts.ts';
import { insertDeposit } from './activity-repository.ts';
import { cents } from './activity-settings.ts';
import { grantSpins } from './wheel-service.ts';

/**
 * Triggers (docs/ARCHITECTURE.md "Domain events"): facts the activities follow are event handlers, applied
 * after the fact's commit in their own transaction, each event at most once; the unique grant sources and
 * deposit rows make a retried batch harmless. The profile and the operator switches are read when applied.
 */

/** An invited registration: `spinsPerInvite` wheel spins to the inviter, once per invited member. */
export const registrationHandler: EventHandler<'member.registered'> = {
  name: 'activity.registered',
  types: ['member.registered'],
  async apply(tx, events) {
    const ctx = await getActivityContext(tx);
    for (const event of events) {
      if (event.memberId === null || !event.payload.inviterId) continue;
      await grantSpins(tx, {
        memberId: BigInt(event.payload.inviterId),
        source: `invite:${event.memberId}`,
        spins: ctx.settings.redEnvelope.spinsPerInvite,
        at: event.occurredAt,
      });
    }
  },
};

/**
 * A credited deposit: recorded for the deposit rewards the player may then receive (recharge reward
 * per deposit, the daily bonus from the day's first deposit), and a wheel spin when deposit spins are
 * on. Nothing is credited here: a bonus adds wagering, so it is paid only when the player receives it.
 * Deposit-conditional: nothing at all in `br-regulated` (Portaria SPA/MF 1.231/2024 art. 42 §1 I).
 */
export const depositHandler: EventHandler<'deposit.credited'> = {
  name: 'activity.deposit',
  types: ['deposit.credited'],
  async apply(tx, events) {
    const ctx = await getActivityContext(tx);
    if (ctx.profile === 'br-regulated') return;
    const s = ctx.settings;
    for (const event of events) {
      const memberId = event.memberId;
      if (memberId === null) continue;
      const amountCents = BigInt(event.payload.amountCents);
      const at = event.occurredAt;
      await insertDeposit(tx, {
        memberId,
        orderNo: event.payload.orderNo,
        amountCents,
        day: saoPauloDay(at),
        at,
      });
      if (s.redEnvelope.depositSpins && amountCents >= cents(s.redEnvelope.depositSpinMin))
        await grantSpins(tx, { memberId, source: `deposit:${event.payload.orderNo}`, spins: 1, at });
    }
  },
};
