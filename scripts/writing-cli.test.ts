// The writers' command line as a reader of outputs meets it: the endpoint's body in, the text out,
// the same text for the same seed, and the contract's message with exit 2 for a body it refuses.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
let dir = '';

async function cli(kind: string, body: unknown, ...extra: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  const file = join(dir, `${kind}-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, typeof body === 'string' ? body : JSON.stringify(body));
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/writing-cli.ts', '--kind', kind, '--input', file, ...extra]);
    return { stdout, stderr, code: 0 };
  } catch (err) {
    const e = err as { stdout: string; stderr: string; code: number };
    return { stdout: e.stdout, stderr: e.stderr, code: e.code };
  }
}

const bio = { bandName: 'Glass Harbour', genre: 'Pop', subGenres: ['Dream Pop'], location: 'Bristol', members: [{ name: 'Ana Ruiz', instrument: 'Vocals' }] };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'writing-cli-'));
});

describe('scripts/writing-cli.ts', () => {
  it('writes each kind from its endpoint body, the same for the same seed', async () => {
    const [a, b, tags, mail, lyrics, short] = await Promise.all([
      cli('bio', bio, '--seed', 'x'),
      cli('bio', bio, '--seed', 'x'),
      cli('taglines', { config: bio }, '--seed', 'x'),
      cli('email', { recipientType: 'venue-booker', emailPurpose: 'booking-inquiry', bandName: 'Glass Harbour', genre: 'dream pop' }, '--seed', 'x'),
      cli('lyrics', { lyrics: 'I kept every letter you never sent' }),
      cli('short-bio', { bio: 'Glass Harbour is a dream pop band from Bristol. They formed in 2019.' }),
    ]);
    expect(a.code).toBe(0);
    expect(a.stdout).toContain('Glass Harbour');
    expect(b.stdout).toBe(a.stdout);
    expect(tags.stdout.trim().split('\n')).toHaveLength(3);
    expect(mail.stdout).toMatch(/^Subject: /);
    expect(lyrics.stdout).toContain('"mood"');
    expect(short.stdout).toContain('Glass Harbour');
  });

  it('prints the contract message and exits 2 for a bad body or bad flags', async () => {
    const empty = await cli('bio', { bandName: '' });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('bandName: Band name required');
    expect(empty.stdout).toBe('');
    const purpose = await cli('email', { recipientType: 'venue-booker', bandName: 'X' });
    expect(purpose.code).toBe(2);
    expect(purpose.stderr).toContain('choose the purpose of the e-mail');
    expect((await cli('bio', '{not json')).code).toBe(2);
    const kind = await cli('poem', bio);
    expect(kind.code).toBe(2);
    expect(kind.stderr).toContain('Usage:');
  });

  it('shows an example body for every kind on --help', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/writing-cli.ts', '--help']);
    for (const kind of ['bio', 'short-bio', 'taglines', 'email', 'lyrics']) expect(stdout).toMatch(new RegExp(`^  ${kind} \\(POST /api/`, 'm'));
    expect(stdout).toContain('{"bandName":"Glass Harbour"');
  });
});
