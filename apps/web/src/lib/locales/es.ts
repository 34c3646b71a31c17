import type { Catalog } from '@jl/core/i18n/resources.ts';
import { toCatalogs } from './to-catalogs.ts';

/** Every namespace of the es catalogs in `@jl/core`, as one module (one request when loaded lazily). */
export default toCatalogs(
  // The back office's namespace stays out of the player app.
  import.meta.glob<Catalog>(
    [
      '../../../../../packages/core/src/i18n/locales/es/*.json',
      '!../../../../../packages/core/src/i18n/locales/es/backoffice.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
);
