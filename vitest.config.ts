import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The test files that take longest, longest first (per-file durations of a full `npx vitest run
 * --reporter=json`). They start first, so the two workers end together on short files instead
 * of one finishing a long file alone. Without this a fresh clone (no cached durations) starts the
 * largest files first, and size says little about time. A file missing here only runs later.
 */
const LONGEST_FIRST = [
  'src/server/testing/openapi-fuzz-admin.test.ts',
  'src/server/testing/openapi-fuzz-premium.test.ts',
  'src/server/engines/art/local/style-distinct.test.ts',
  'src/server/testing/openapi-fuzz-visitor.test.ts',
  'scripts/names-cli.test.ts',
  'src/server/main.test.ts',
  'src/server/engines/text/local/describe-name.test.ts',
  'src/server/engines/text/local/generate-local-names.quality.test.ts',
  'src/server/engines/art/local/subjects.test.ts',
  'src/server/log-format.test.ts',
  'src/server/engines/text/local/bio/write-bio.test.ts',
  'src/server/server-timeouts.test.ts',
  'src/server/engines/art/render-pool.test.ts',
  'src/server/modules/media/image-store-unavailable.test.ts',
  'src/server/modules/mail/mail-outbox.test.ts',
  'src/server/modules/covers/covers.test.ts',
  'src/server/modules/studio/studio.test.ts',
  'src/server/modules/quota/quota.test.ts',
  'src/server/engines/art/local/request-fidelity.test.ts',
  'src/server/testing/openapi-fuzz-params.test.ts',
  'src/server/modules/press-kit/press-kit.test.ts',
  'src/server/modules/press-kit/press-kit-files.test.ts',
  'src/server/modules/system/system.test.ts',
  'src/server/engines/text/local/name-shapes.test.ts',
].map(here);

const TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'lint/**/*.test.ts', 'scripts/**/*.test.ts'];
const ISOLATED = ['src/client/lib/checkout-conversion.test.ts'];

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
    projects: [
      {
        extends: true,
        // A worker keeps the modules it has loaded from one test file to the next: loading the
        // app, the engines and their word lists again for each of 170 files was a third of the
        // run's CPU. Tests keep no state in modules they share (each builds its own app and
        // database), and restore what they stub.
        test: { name: 'shared', include: TESTS, exclude: ISOLATED, isolate: false },
      },
      // Files that replace a module (vi.mock) or a global for the whole file get a fresh one.
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
