// The mood a lyric reading reports, checked against lyrics written for this test and labelled by
// hand: the art engine draws from this mood, so a song of longing must not come back 'defiant'.
import { describe, expect, it } from 'vitest';
import { interpretLyricsRequestSchema } from '@shared/contracts/studio';
import { interpretLyricsLocally } from './interpret-lyrics';

const LABELLED: readonly [string, RegExp][] = [
  ['I kept every letter you never sent\nfolded in a drawer by the sea', /wistful|melancholic|lonely/],
  ['I still remember your photograph on the kitchen wall\nI miss the way you said my name', /wistful|melancholic/],
  ['Tears on the window, goodbye at the station\nEverything broken, everything gone', /melancholic/],
  ['We will rise tomorrow, we believe in the light\nHope is a road that leads us home', /hopeful/],
  ['Stand up and fight, we refuse to kneel\nRiot in the streets, we are free', /defiant/],
  ['Dance all night, we are alive\nJoy in the lights, wild and high', /euphoric/],
  ['A ghost in the hallway, a shadow on the stair\nFear in the grave-dark air', /haunted/],
  ['Hold me close, my darling, love me gently\nA kiss beneath the streetlight', /tender/],
  ['Alone in an empty room, nobody calls\nLonesome nights and silent walls', /lonely/],
  ['Run away, keep driving, chase the highway\nEscape before the morning', /restless/],
  ['Rage and fury, burn it down\nI hate the war in this town', /angry/],
  ['I never said I loved you, I never said goodbye', /tender|melancholic|wistful/],
];

describe('the mood of a lyric reading', () => {
  it('matches the mood the words carry, on a labelled set', () => {
    for (const [lyrics, expected] of LABELLED) {
      const request = interpretLyricsRequestSchema.parse({ lyrics, genre: 'rock' });
      const { analysis, interpretation } = interpretLyricsLocally(request);
      expect(analysis.mood, lyrics).toMatch(expected);
      expect(interpretation).toContain(analysis.mood);
    }
  });

  it('does not call a song of longing defiant because it says "never"', () => {
    const { analysis } = interpretLyricsLocally(interpretLyricsRequestSchema.parse({ lyrics: 'I kept every letter you never sent', genre: 'rock' }));
    expect(analysis.mood).not.toBe('defiant');
  });
});
