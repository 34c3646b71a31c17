import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys run one file at a time in a fixed order: the back office's first, because it enrols the
 * staff owner's second factor through the QR screen (later journeys reuse that authenticator through
 * the API, e2e/staff.ts), then the rest by name.
 */
class JourneyOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) =>
      f.moduleId.includes('/admin-') ? `0${f.moduleId}` : `1${f.moduleId}`;
    return [...files].sort((a, b) => rank(a).localeCompare(rank(b)));
  }
}

/** Browser journeys against the built product, started once on a fresh embedded database. */
export default defineConfig({
  test: {
    include: ['e2e/journeys/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    sequence: { sequencer: JourneyOrder },
  },
});
