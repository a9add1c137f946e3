// Settings: .env.example names every setting the server reads and nothing else, and a .env file
// fills the environment without overriding what is already set in it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile, SETTING_NAMES } from './config';

describe('.env.example', () => {
  const text = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  const named = [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);

  it('names every setting of the configuration schema once, and nothing else', () => {
    expect(named.length).toBe(new Set(named).size);
    const missing = SETTING_NAMES.filter((name) => !named.includes(name));
    const extra = named.filter((name) => !SETTING_NAMES.includes(name as string));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('explains each setting in a comment line above it', () => {
    const lines = text.split('\n');
    const undocumented = lines
      .map((line, i) => ({ line, above: lines[i - 1] ?? '' }))
      .filter(({ line, above }) => /^#\s*[A-Z][A-Z0-9_]*=/.test(line) && !/^#\s*([A-Z][A-Z0-9_]*=|.*[a-z])/.test(above))
      .map(({ line }) => line);
    expect(undocumented).toEqual([]);
  });
});

describe('loadEnvFile', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bns-env-'));
  const names = ['BNS_TEST_FROM_FILE', 'BNS_TEST_SET_IN_ENV', 'BNS_TEST_QUOTED'];
  afterEach(() => {
    for (const name of names) delete process.env[name];
  });

  it('fills unset variables from the file; a variable set in the environment keeps its value', () => {
    const file = path.join(dir, '.env');
    writeFileSync(file, '# a comment\nBNS_TEST_FROM_FILE=from-file\nBNS_TEST_SET_IN_ENV=from-file\nBNS_TEST_QUOTED="two words"\n');
    process.env.BNS_TEST_SET_IN_ENV = 'from-env';
    expect(loadEnvFile(file)).toBe(true);
    expect(process.env.BNS_TEST_FROM_FILE).toBe('from-file');
    expect(process.env.BNS_TEST_SET_IN_ENV).toBe('from-env');
    expect(process.env.BNS_TEST_QUOTED).toBe('two words');
  });

  it('does nothing when there is no file', () => {
    expect(loadEnvFile(path.join(dir, 'missing.env'))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
