// Runs once before all test files; per-file databases are made by test/app-harness.ts.
export default function setup(): void {
  process.env.TZ = 'UTC';
}
