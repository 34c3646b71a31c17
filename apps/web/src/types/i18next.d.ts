import type activity from '@jl/core/i18n/locales/pt-BR/activity.json';
import type auth from '@jl/core/i18n/locales/pt-BR/auth.json';
import type common from '@jl/core/i18n/locales/pt-BR/common.json';
import type errors from '@jl/core/i18n/locales/pt-BR/errors.json';
import type games from '@jl/core/i18n/locales/pt-BR/games.json';
import type kyc from '@jl/core/i18n/locales/pt-BR/kyc.json';
import type live from '@jl/core/i18n/locales/pt-BR/live.json';
import type location from '@jl/core/i18n/locales/pt-BR/location.json';
import type pay from '@jl/core/i18n/locales/pt-BR/pay.json';
import type rg from '@jl/core/i18n/locales/pt-BR/rg.json';
import type team from '@jl/core/i18n/locales/pt-BR/team.json';
import type vip from '@jl/core/i18n/locales/pt-BR/vip.json';
import type wallet from '@jl/core/i18n/locales/pt-BR/wallet.json';

// pt-BR is the source of the keys: a key missing there is a type error in the app.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      activity: typeof activity;
      auth: typeof auth;
      common: typeof common;
      errors: typeof errors;
      games: typeof games;
      kyc: typeof kyc;
      pay: typeof pay;
      rg: typeof rg;
      vip: typeof vip;
      team: typeof team;
      live: typeof live;
      location: typeof location;
      wallet: typeof wallet;
    };
  }
}
