/**
 * Maker-checker: a staff request that takes effect only when another staff member approves it. The
 * mechanism is one (`makerChecker`); each module keeps its requests in its own table.
 */
export { type Decider, makerChecker } from './maker-checker.ts';
