// Fixture for scripts/boundaries.test.ts: a back-office feature importing another feature.
import { two } from '../two/two.ts';

export const one = two;
