// Fixture for scripts/boundaries.test.ts: the player app importing zod at run time.
import { z } from 'zod';

export const schema = z.string();
