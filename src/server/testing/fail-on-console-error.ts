// Any unexpected console.error in a test fails it (docs/architecture.md, Testing).
// Test files share a worker's modules (isolate: false), so this runs once per file in the same
// process: console.error is wrapped once, and each file's afterEach reads the one shared list.
import { afterEach, vi } from 'vitest';

const KEY = Symbol.for('bns.consoleErrors');
type Holder = { [KEY]?: unknown[][] };
const holder = globalThis as Holder;
const errors: unknown[][] = (holder[KEY] ??= (() => {
  const list: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    list.push(args);
    original(...args);
  };
  return list;
})());
// A file starts clean whatever the previous file left.
errors.length = 0;

afterEach(() => {
  if (errors.length > 0) {
    const first = errors.map((a) => a.map(String).join(' ')).join('\n');
    errors.length = 0;
    throw new Error(`console.error was called during the test:\n${first}`);
  }
});

export { vi };
