/**
 * The captcha module: single-use picture codes for the login, drawn as raster images, of which only
 * an HMAC of the answer is kept. The auth module asks for one after failed sign-ins and checks the
 * answer with `consumeCaptcha`.
 */
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { captchaRoutes } from './captcha-routes.ts';
import * as schema from './captcha-schema.ts';

export { consumeCaptcha } from './captcha-service.ts';

export const captchaModule = defineModule({
  name: 'captcha',
  purpose: 'Single-use picture codes for the login, drawn as raster images, checked once',
  routes: [captchaRoutes],
  tables: tablesOf(schema),
});
