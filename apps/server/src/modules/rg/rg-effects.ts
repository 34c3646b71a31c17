/**
 * Everything switching the compliance profile to `br-regulated` turns on (docs/PRODUCT.md "Compliance
 * profiles"), with the rule behind it and where it is enforced. docs/COMPLIANCE.md prints the same list; the
 * test `br-regulated.test.ts` checks every effect whose module exists (`pending` names the issue that brings
 * the others).
 */
export type BrEffect = {
  id: string;
  rule: string;
  enforcedIn: string;
  /** Set while the module that enforces it is not merged yet. */
  pending?: string;
};

export const BR_REGULATED_EFFECTS: readonly BrEffect[] = [
  {
    id: 'vip-rewards-off',
    rule: 'Lei 14.790/2023 art. 29 I; Portaria SPA/MF 1.231/2024 art. 42 §1 I',
    enforcedIn: 'modules/vip/vip-service.ts receiveVipReward → FEATURE_DISABLED',
  },
  {
    id: 'activity-bonuses-off',
    rule: 'Portaria SPA/MF 1.231/2024 art. 42 §1 I, §4',
    enforcedIn:
      'modules/activity/activity-service.ts assertOpen → ACTIVITY_NOT_ALLOWED; activity-handlers.ts grants nothing on a deposit',
  },
  {
    id: 'red-envelopes-off',
    rule: 'Lei 14.790/2023 art. 29 I; Portaria SPA/MF 615/2024 (no third-party funds)',
    enforcedIn: 'modules/activity wheel and envelope (spin refused, no spin granted by an invite)',
  },
  {
    id: 'referral-cash-off',
    rule: 'Portaria SPA/MF 1.231/2024 art. 42',
    enforcedIn:
      'modules/team team-handlers.ts teamCashEnabled → TEAM_CASH_DISABLED; team-jobs.ts pay nothing',
  },
  {
    id: 'limits-at-sign-up',
    rule: 'Portaria SPA/MF 1.231/2024 as amended 10/11/2025 (loss and time limits at registration)',
    enforcedIn: 'modules/rg/rg-guard.ts assertLimitsChosen → RG_LIMITS_REQUIRED (deposit and stake)',
  },
  {
    id: 'reality-check-mandatory',
    rule: 'Portaria SPA/MF 1.231/2024 as amended (alerts and pauses)',
    enforcedIn: 'modules/rg/rg-service.ts setRealityInterval → RG_REALITY_CHECK_MANDATORY',
  },
  {
    id: 'registry-fail-closed',
    rule: 'IN SPA/MF (DOU 10/11/2025) centralised self-exclusion',
    enforcedIn: 'modules/rg/rg-guard.ts assertNotBlocked → RG_REGISTRY_UNAVAILABLE',
  },
  {
    id: 'barred-cpf-refused-at-binding',
    rule: 'IN SPA/MF (DOU 10/11/2025): "Impedido" refuses sign-up',
    enforcedIn: 'modules/rg/rg-registry.ts checkRegistryAtBinding → RG_REGISTRY_BARRED',
  },
  {
    id: 'third-party-pix-refunded',
    rule: 'Portaria SPA/MF 615/2024 (own account only)',
    enforcedIn: 'modules/payments/pix-webhook-service.ts (refund of third-party payments)',
  },
  {
    id: 'risk-notice-every-login',
    rule: 'Portaria SPA/MF 1.231/2024 (risks at registration and every login)',
    enforcedIn: 'apps/web features/rg RiskNoticeSheet (shown after every login in br-regulated)',
  },
  {
    id: 'deposits-never-locked',
    rule: 'Lei 14.790/2023 art. 27 (CDC art. 51); Portaria SPA/MF 1.231/2024 art. 42 §2 (rollover on bonuses only)',
    enforcedIn:
      'modules/wallet/wallet-service.ts creditDeposit → cash, no wagering; modules/withdraw/withdraw-rules.ts standingRule: no VIP gate on own money',
  },
  {
    id: 'kyc-before-money',
    rule: 'Lei 14.790/2023 art. 23 (identity with facial recognition); Portaria SPA/MF 722/2024 (KYC before activation)',
    enforcedIn:
      'modules/kyc/kyc-gate.ts assertKycVerified → KYC_REQUIRED (deposit, stake, launch, withdrawal)',
  },
  {
    id: 'location-in-brazil',
    rule: 'Portaria SPA/MF 722/2024 (measures against location fraud); Lei 14.790/2023 (betting licensed in Brazil)',
    enforcedIn:
      'modules/location/location-gate.ts assertInBrazil → LOCATION_OUTSIDE_BRAZIL, LOCATION_REQUIRED (deposit, stake, launch)',
  },
  {
    id: 'legal-footer',
    rule: 'Lei 14.790/2023 art. 15 (operator, CNPJ, authorisation)',
    enforcedIn: 'apps/web features/rg LegalFooter (from /config/index compliance.operator)',
  },
];
