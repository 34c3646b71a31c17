import type common from '@jl/core/i18n/locales/pt-BR/common.json';
import type errors from '@jl/core/i18n/locales/pt-BR/errors.json';
import type games from '@jl/core/i18n/locales/pt-BR/games.json';
import type pay from '@jl/core/i18n/locales/pt-BR/pay.json';

// pt-BR is the source of the keys: a key missing there is a type error in the app.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; errors: typeof errors; games: typeof games; pay: typeof pay };
  }
}
