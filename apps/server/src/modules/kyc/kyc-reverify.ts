import type { EventHandler } from '../../events/index.ts';
import { requestReverification } from './kyc-gate.ts';
import { findSubject } from './kyc-repository.ts';

/**
 * Re-verification at risk events (docs/COMPLIANCE.md "Identity (KYC)"), through the outbox: a verified
 * player whose login phone changed, or who bound a withdrawal account held by someone other than the
 * verified identity, goes back to `pending` at the selfie step with the event as the reason. The other
 * modules record the facts; only this module writes the verification.
 */
export const kycReverifyHandler: EventHandler<'withdraw.account_bound' | 'member.phone_changed'> = {
  name: 'kyc.reverify',
  types: ['withdraw.account_bound', 'member.phone_changed'],
  async apply(tx, events) {
    for (const event of events) {
      if (event.memberId === null) continue;
      if (event.type === 'withdraw.account_bound' && event.payload.verifiedOwner !== false) continue;
      // A player who never started has nothing to re-verify (and gets no row).
      if ((await findSubject(tx, event.memberId))?.state !== 'verified') continue;
      const reason = event.type === 'member.phone_changed' ? 'reverify_phone' : 'reverify_withdraw_key';
      await requestReverification(tx, event.memberId, reason, event.occurredAt);
    }
  },
};
