/**
 * Maker-checker: a staff request that takes effect only when another staff member approves it. The
 * mechanism is one (`makerChecker`); each module keeps its requests in its own table. An approval counts only from a staff member
 * independent of the requester (independence.ts).
 */
export {
  assertIndependent,
  auditIndependence,
  dependsOn,
  NotIndependentError,
  type RefusalAudit,
} from './independence.ts';
export { type Decider, makerChecker } from './maker-checker.ts';
