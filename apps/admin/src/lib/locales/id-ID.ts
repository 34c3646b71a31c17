import backoffice from '@jl/core/i18n/locales/id-ID/backoffice.json' with { type: 'json' };
import { names, platforms } from '@jl/core/i18n/locales/id-ID/games.json' with { type: 'json' };
import staff from '@jl/core/i18n/locales/id-ID/staff.json' with { type: 'json' };
import { validation } from '@jl/core/i18n/locales/id-ID/vip.json' with { type: 'json' };
import { fundType } from '@jl/core/i18n/locales/id-ID/wallet.json' with { type: 'json' };
import { bundle } from './bundle.ts';

export default bundle(backoffice, staff, { validation }, { names, platforms }, { fundType });
