import type { LoginResult, UserInfo } from '@jl/core/contracts/auth.ts';
import type { SiteConfig } from '@jl/core/contracts/config.ts';

/**
 * Answers as the server sends them, typed by their contracts: tests parse every answer against its
 * schema (lib/api-client.ts), so a fake answer must be a whole, valid one. Override what a test needs.
 */
export function siteConfigFixture(patch: Partial<SiteConfig> = {}): SiteConfig {
  return {
    version: '1.0.0',
    site: { name: 'Jogo Limpo', url: 'http://localhost:3000' },
    compliance: {
      profile: 'standard',
      operator: { name: 'Jogo Limpo Ltda', cnpj: '12.ABC.345/01DE-35', authorisation: 'SPA/MF 0/2025' },
      minAge: 18,
      kycRequired: { deposit: false, stake: false, withdraw: false },
    },
    ui: { loginPopup: true, regPopup: true, loginNotice: false },
    recharge: { min: '10.00', max: '50000.00', presets: ['20.00', '50.00', '100.00'] },
    withdraw: { min: '20.00', windowStart: '00:00', windowEnd: '23:59', timeZone: 'America/Sao_Paulo' },
    service: { channels: [] },
    download: { android: null, ios: null },
    login: { captcha: 'after_failures' },
    tracking: { fbPixelId: null, kwaiPixelId: null },
    activities: {},
    ...patch,
  };
}

/** `GET /user/info`, and the `userInfo` of a login. */
export function userInfoFixture(patch: Partial<UserInfo> = {}): UserInfo {
  return {
    member_id: '501',
    phone: '(11) 9****-5678',
    nickname: null,
    vip_level: 0,
    invite_code: 'AB12CD',
    registered_at: '2025-01-02T12:00:00.000Z',
    last_login_at: null,
    has_withdraw_password: false,
    balance: '0.00',
    withdrawable: '0.00',
    ...patch,
  };
}

/** `POST /user/login` and `POST /user/register`. */
export function loginFixture(patch: Partial<LoginResult> = {}): LoginResult {
  return { member_id: '501', token: 'tok-501', userInfo: userInfoFixture(), ...patch };
}
