// The name engine's command line as a musician's script meets it: JSON lines, the same names for
// the same seed, the premium form's options, and a clear exit 2 for a flag it cannot take.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

async function names(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/names-cli.ts', ...args], { maxBuffer: 16 << 20 });
    return { stdout, stderr, code: 0 };
  } catch (err) {
    const e = err as { stdout: string; stderr: string; code: number };
    return { stdout: e.stdout, stderr: e.stderr, code: e.code };
  }
}

const lines = (text: string) => text.trim().split('\n').filter(Boolean);

describe('npm run names', () => {
  it('prints one JSON object a line, with the description and the taken check, the same for the same seed', async () => {
    const [a, b, other] = await Promise.all([
      names('--genre', 'doom-metal', '--count', '25', '--seed', 'riff', '--json'),
      names('--genre', 'doom-metal', '--count', '25', '--seed', 'riff', '--json'),
      names('--genre', 'doom-metal', '--count', '25', '--seed', 'other', '--json'),
    ]);
    expect(a.code).toBe(0);
    const rows = lines(a.stdout).map((l) => JSON.parse(l) as { name: string; description: string; taken: { taken: boolean } });
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((r) => r.name.toLowerCase())).size).toBe(25);
    for (const r of rows) {
      expect(r.description).toContain(r.name);
      expect(r.taken.taken).toBe(false);
    }
    expect(b.stdout).toBe(a.stdout);
    expect(other.stdout).not.toBe(a.stdout);
  });

  it('keeps the options of the premium form', async () => {
    const oneWord = await names('--genre', 'techno', '--count', '40', '--seed', '3', '--one-word', '--no-numbers');
    expect(oneWord.code).toBe(0);
    for (const name of lines(oneWord.stdout)) {
      expect(name).not.toMatch(/\s/);
      expect(name).not.toMatch(/\d/);
    }
    const seeded = await names('--genre', 'folk', '--count', '20', '--seed', '3', '--seed-word', 'river');
    for (const name of lines(seeded.stdout)) expect(name.toLowerCase()).toContain('river');
  });

  it('refuses what it cannot take with exit 2 and the usage, and says when a genre is unknown', async () => {
    for (const args of [['--count', '5'], ['--genre', 'rock', '--count', '0'], ['--genre', 'rock', '--count', '1e9'], ['--genre', 'rock', '--leave-out-fold', '5'], ['--genre', 'rock', '--colour', 'red']]) {
      const r = await names(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain('Usage: npm run names');
      expect(r.stdout).toBe('');
    }
    const unknown = await names('--genre', 'zzyzx', '--count', '3', '--seed', '1');
    expect(unknown.code).toBe(0);
    expect(unknown.stderr).toContain('not a genre the engine knows');
    expect(lines(unknown.stdout)).toHaveLength(3);
    const alias = await names('--genre', 'Stoner Rock', '--count', '3', '--seed', '1');
    expect(alias.stderr).toBe('');
  });
});
