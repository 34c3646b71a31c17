// Fixture for scripts/boundaries.test.ts: alpha ↔ beta is an import cycle.
export { beta } from '../beta/index.ts';
export const alpha = 1;
