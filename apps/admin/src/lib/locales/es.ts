import backoffice from '@jl/core/i18n/locales/es/backoffice.json' with { type: 'json' };
import { names, platforms } from '@jl/core/i18n/locales/es/games.json' with { type: 'json' };
import staff from '@jl/core/i18n/locales/es/staff.json' with { type: 'json' };
import { validation } from '@jl/core/i18n/locales/es/vip.json' with { type: 'json' };
import { fundType } from '@jl/core/i18n/locales/es/wallet.json' with { type: 'json' };
import { bundle } from './bundle.ts';

export default bundle(backoffice, staff, { validation }, { names, platforms }, { fundType });
