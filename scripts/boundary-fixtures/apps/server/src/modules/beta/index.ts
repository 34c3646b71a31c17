// Fixture for scripts/boundaries.test.ts: reaches into alpha past its index.ts, and closes a cycle.
import { secret } from '../alpha/alpha-service.ts';
import { alpha } from '../alpha/index.ts';

export const beta = alpha + secret;
