/**
 * Smoke mode of the benchmarks (`BENCH_SMOKE=1`; `npm run bench:smoke` runs every one so): each bench
 * runs for a few seconds at tiny sizes through the same code as its measurement, judges no number, and
 * fails when its run did no work or had errors — so that a change that breaks a bench fails CI instead
 * of being found at the next measurement.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** A bench's size: the variable `name` when set, else the full size, or the smoke size in smoke mode. */
export function setting(name: string, full: number, smoke: number): number {
  const value = process.env[name];
  return value === undefined || value === '' ? (SMOKE ? smoke : full) : Number(value);
}

/** A run that did no work, or failed some of it, is not a measurement: the bench fails (either mode). */
export function expectWork(ok: boolean, what: string): void {
  if (!ok) throw new Error(`bench: ${what}`);
}
