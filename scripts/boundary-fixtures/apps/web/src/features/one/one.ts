// Fixture for scripts/boundaries.test.ts: a web feature importing another feature.
import { two } from '../two/two.ts';

export const one = two;
