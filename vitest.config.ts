import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The test files that take longest, longest first (per-file durations of `npx vitest run
 * --reporter=verbose`). They start first, so the two workers end together on short files instead
 * of one finishing a long file alone. Without this a fresh clone (no cached durations) starts the
 * largest files first, and size says little about time. A file missing here only runs later.
 */
const LONGEST_FIRST = [
  'src/server/testing/openapi-fuzz-premium.test.ts',
  'src/server/testing/openapi-fuzz-admin.test.ts',
  'src/server/testing/openapi-fuzz-visitor.test.ts',
  'src/server/testing/openapi-fuzz-params.test.ts',
  'src/server/modules/studio/studio.test.ts',
  'src/server/modules/admin/admin-auth.test.ts',
  'src/server/modules/press-kit/pictures.test.ts',
  'src/server/modules/quota/quota.test.ts',
  'src/server/modules/auth/auth.test.ts',
  'src/server/modules/press-kit/press-kit-files.test.ts',
  'src/server/modules/press-kit/press-kit.test.ts',
  'src/server/testing/hostile-input.test.ts',
  'src/server/modules/payments/checkout-takeover.test.ts',
  'src/server/engines/art/local/request-fidelity.test.ts',
  'src/server/modules/engagement/engagement.test.ts',
  'src/server/modules/payments/stripe.test.ts',
  'src/server/modules/payments/payments.test.ts',
  'src/server/modules/names/names.test.ts',
  'src/server/modules/admin/admin-data.test.ts',
  'src/server/engines/text/local/bio/write-bio.test.ts',
].map(here);

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = LONGEST_FIRST.indexOf(spec.moduleId);
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    return sorted.map((spec, i) => ({ spec, i })).sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i).map(({ spec }) => spec);
  }
}

export default defineConfig({
  resolve: {
    alias: {
      '@shared': here('./src/shared'),
      '@server': here('./src/server'),
      '@client': here('./src/client'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'lint/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // Limits that only catch a hang: a machine loaded by other work (a second copy of the suite)
    // runs an API test file's setup several times slower, and that must not fail it.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits for a state the code reaches by itself (a task started, a row written);
    // its 1 s default is a speed limit a loaded machine misses, so only a hang should end it.
    expect: { poll: { timeout: 30_000 } },
    sequence: { sequencer: LongestFirst },
    env: { TZ: 'UTC' },
    setupFiles: ['./src/server/testing/fail-on-console-error.ts'],
    globalSetup: ['./src/server/testing/migrated-base.ts'],
  },
});
