// Lyrics written for this test, each labelled by hand with the mood a listener would name, for the
// moods that turn on threat, grief and defiant joy, and the things and sentences the reading shows.
import { describe, expect, it } from 'vitest';
import { interpretLyricsRequestSchema } from '@shared/contracts/studio';
import { interpretLyricsLocally } from './interpret-lyrics';

const read = (lyrics: string, genre: string) => interpretLyricsLocally(interpretLyricsRequestSchema.parse({ lyrics, genre }));

const LABELLED: readonly { lyrics: string; genre: string; mood: RegExp; notTheme?: RegExp }[] = [
  { lyrics: "Headlights off, I'm parked across your street\nI know where you live and I know where you eat\nGot a blade in my sleeve, you can't run from me\nI remember the day that you lied to me", genre: 'hip-hop', mood: /menacing/, notTheme: /memory and longing/ },
  { lyrics: 'Say your prayers, the hunt is on tonight\nWatch your back when you walk in the light\nCold steel singing in the pocket of my coat', genre: 'trap', mood: /menacing/ },
  { lyrics: 'Her boots are by the back door, mud still on the heel\nWe put her in the ground beside the field of wheat\nThe kettle in the kitchen whistles on its own\nThe dog lies by the gate and waits for her to come home', genre: 'folk', mood: /mournful|melanchol/, notTheme: /menace|heartbreak/ },
  { lyrics: 'You left me in the autumn, we laid you to rest\nYour ring is on the table where you left it last\nI leave the flowers every Sunday by the stone', genre: 'country', mood: /mournful|melanchol/, notTheme: /heartbreak|menace/ },
  { lyrics: "Skint again and grinning on the back of the bus\nWe played the car park till the speakers blew\nShout it louder, they can't shut us up\nNo future and the best night ever", genre: 'punk', mood: /defiant and joyful|euphoric/, notTheme: /night and the city/ },
  { lyrics: 'The pedal steel is weeping, play it slow for me\nBlood and bone, I gave you every year I had', genre: 'country', mood: /^(?!menacing)/ },
  { lyrics: "Laughing on the fire escape, happy as a fool\nWe sang the whole way home, can't stop smiling", genre: 'indie-rock', mood: /euphoric/ },
];

describe('a lyric reading of threat, grief and defiant joy', () => {
  it('reports the mood each lyric carries and no theme its words do not', () => {
    for (const { lyrics, genre, mood, notTheme } of LABELLED) {
      const { analysis } = read(lyrics, genre);
      expect(analysis.mood, lyrics).toMatch(mood);
      if (notTheme) for (const t of analysis.themes) expect(t.theme, lyrics).not.toMatch(notTheme);
    }
  });

  it('names everyday things as the picture rather than claiming the lyrics name nothing', () => {
    const { analysis, interpretation } = read('Waiting at the bus stop with my hands in my coat\nThree coins in the tip jar, the speakers are blown', 'punk');
    expect(interpretation).not.toMatch(/name nothing concrete/);
    expect(analysis.imagery.map((i) => i.subject)).toEqual(expect.arrayContaining(['a bus stop', 'a tip jar']));
    expect(analysis.imagery.map((i) => i.subject)).not.toContain('a bus');
  });

  it('does not make a city song out of one street', () => {
    expect(read('We sang to the whole street and laughed till we cried', 'punk').analysis.themes.map((t) => t.theme)).not.toContain('night and the city');
  });

  it('says what lights the scene in a whole sentence', () => {
    expect(read('Red lights flashing on the wet road', 'hip-hop').interpretation).toContain('The scene is lit by red lights');
    expect(read('A golden glow over the harbour', 'folk').interpretation).toContain('lit by a golden glow');
  });
});
