import { describe, expect, it } from 'vitest';
import { interpretLyricsRequestSchema } from '@shared/contracts/studio';
import { interpretLyricsLocally } from './interpret-lyrics';

const parse = (genre: string) => interpretLyricsRequestSchema.safeParse({ lyrics: 'Rain on the ferry, salt on my hands', genre });

describe('lyrics analysis takes genres as musicians type them', () => {
  it.each([
    ['punk', 'punk-rock'],
    ['doom metal', 'doom-metal'],
    ['Dance Pop', 'pop'],
    ['indie folk', 'folk'],
    ['Hip Hop', 'hip-hop'],
    ['post-punk', 'post-punk'],
  ])('%s reads as %s', (typed, slug) => {
    const parsed = parse(typed);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.genre).toBe(slug);
    expect(interpretLyricsLocally(parsed.data!).interpretation.length).toBeGreaterThan(20);
  });

  it('refuses a genre it cannot place, naming the genres it can', () => {
    const parsed = parse('polka');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/^Unknown genre: choose one of rock, .*doom-metal/);
  });
});
