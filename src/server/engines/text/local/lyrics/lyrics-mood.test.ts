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
  // Defiance in phrases, with no 'fight' or 'riot' to give it away, and one angry word beside it.
  ["You can take the keys, you can take the car\nI won't bow my head, I know who we are\nBurn the contract, tear the page\nWe were never meant for your cage", /defiant/],
  ["Say I'm too loud, say I'm too much\nYou can't hold me, you can't tame me\nI will not give in, I will not stay quiet", /defiant/],
  ["They closed the mill and sold the land\nthey took the shifts right out of our hand\nbut we're still here outside the door\nwe don't kneel and we won't ask for more", /defiant/],
  // Holding a rail is a grip, not tenderness.
  ['A lighthouse in a storm, cold blue light\nTurning on the water through the longest night\nI hold the rail and count the waves', /^(?!tender)/],
  ['Keep on dancing till the morning\nThe old jukebox plays our song\nSpin me round and sing along', /euphoric/],
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

  it('reads defiant lyrics as defiance, not longing, and names no longing theme in a party song', () => {
    const read = (lyrics: string) => interpretLyricsLocally(interpretLyricsRequestSchema.parse({ lyrics, genre: 'punk' })).analysis;
    const defiant = read("I won't bow my head, I know who we are\nWe were never meant for your cage");
    expect(defiant.mood).toBe('defiant');
    expect(defiant.themes.map((t) => t.theme)).toContain('defiance and protest');
    expect(defiant.themes.map((t) => t.theme)).not.toContain('memory and longing');
    const party = read('Keep on dancing till the morning\nThe old jukebox plays our song\nSpin me round and sing along');
    expect(party.themes.map((t) => t.theme)).not.toContain('memory and longing');
  });

  it('does not call a song of longing defiant because it says "never"', () => {
    const { analysis } = interpretLyricsLocally(interpretLyricsRequestSchema.parse({ lyrics: 'I kept every letter you never sent', genre: 'rock' }));
    expect(analysis.mood).not.toBe('defiant');
  });
});

/** Lyrics written for this test, each labelled with the theme a listener would name first. */
const THEMED: readonly [string, string, RegExp][] = [
  ["the chair by the window still faces the door\nyour coat on the hook, I can't give it away\nthe house is so quiet since you've been gone", 'loss and grief', /melanchol|wistful|mournful|lonely/],
  ['We laid her to rest on a Tuesday in March\nthe church was too small for the flowers\nI said goodbye and walked home alone', 'loss and grief', /melanchol|wistful|mournful|lonely/],
  ['I kept every letter you never sent\nI still remember the photograph by the bed', 'memory and longing', /wistful|melanchol/],
  ['Hold me close, my darling, love me gently\nA kiss beneath the streetlight', 'love', /tender/],
  ['Stand up and fight, we refuse to kneel\nRiot in the streets, we are free', 'defiance and protest', /defiant/],
  ['Another double shift, the rent is due on Friday\nThe boss counts the money while we count the hours', 'work and money', /./],
  ['Lord, I pray for grace tonight\nAngels keep my soul from sin', 'faith', /./],
  ['Dance all night, we are alive\nJoy in the lights, wild and high', 'joy and celebration', /euphoric/],
  ['Packed the car and hit the road at dawn\nFive hundred miles of highway till the border', 'leaving and the road', /./],
  ['You broke my heart, you walked out the door\nAll your lies, I believed every one', 'heartbreak', /./],
];

describe('the themes of a lyric reading', () => {
  it('names the theme the words carry first, with a line that shows it, and a mood that fits, on a labelled set', () => {
    for (const [lyrics, theme, mood] of THEMED) {
      const { analysis, interpretation } = interpretLyricsLocally(interpretLyricsRequestSchema.parse({ lyrics, genre: 'folk' }));
      expect(analysis.themes[0]?.theme, lyrics).toBe(theme);
      expect(lyrics).toContain(analysis.themes[0]?.quote ?? '-');
      expect(analysis.mood, lyrics).toMatch(mood);
      expect(interpretation).toContain(`a song about ${theme}`);
    }
  });

  it('names no theme for words that carry none', () => {
    const { analysis } = interpretLyricsLocally(interpretLyricsRequestSchema.parse({ lyrics: 'La la la\nooh ooh yeah', genre: 'pop' }));
    expect(analysis.themes).toEqual([]);
  });
});

describe('moods and themes readers found wrong (blind reading, issue #36)', () => {
  const read = (lyrics: string) => interpretLyricsLocally(interpretLyricsRequestSchema.parse({ lyrics, genre: 'rock' }));

  it('reads joy as joy, not defiance, when the words say "free"', () => {
    const { analysis } = read('Top down along the harbour,\nlaughing at the gulls,\nI have never been this lucky,\nI have never felt this free.');
    expect(analysis.mood).toBe('euphoric');
    expect(analysis.themes[0]?.theme).toBe('joy and celebration');
  });

  it('reads a fist and slammed doors as anger and protest, not the genre\'s default', () => {
    const { analysis } = read('They paved the park to sell the view,\na fist on the table, doors slammed shut,\nwe know your price and we are not shutting up.');
    expect(analysis.mood).toBe('angry');
    expect(analysis.themes.map((t) => t.theme)).toContain('defiance and protest');
  });

  it('reads longing for someone far away as wistful, and grief from the things left behind', () => {
    expect(read('A bus goes north at midnight\nto the town where you still live,\nand I wonder if you ever think of me.').analysis.mood).toBe('wistful');
    const grief = read('Your boots are by the back door,\nI sleep on your side of the bed,\nlike you were here to see it.');
    expect(grief.analysis.themes[0]?.theme).toBe('loss and grief');
  });

  it('ends a sentence around a quoted line once', () => {
    expect(read('so the cold has less to take.').interpretation).not.toMatch(/[.!?]”\./);
  });

  it('takes the mood from what the lines are about when they name no feeling, not from a loud genre', () => {
    for (const genre of ['punk-rock', 'black-metal', 'trap']) {
      const request = interpretLyricsRequestSchema.parse({ lyrics: 'I still set two cups out in the morning\nyour coat is hanging where you left it', genre });
      const { analysis, interpretation } = interpretLyricsLocally(request);
      expect(analysis.mood, genre).toBe('wistful');
      expect(interpretation, genre).not.toMatch(/the mood is the genre's/);
    }
  });

  it('reads menace (a watcher at the door, wolves, a hunt) as menacing, not as the genre’s mood', () => {
    const request = interpretLyricsRequestSchema.parse({ lyrics: 'I know where you sleep, I am watching your door\nthe wolves are out on the frozen field', genre: 'folk' });
    const { analysis } = interpretLyricsLocally(request);
    expect(analysis.mood).toBe('menacing');
    expect(analysis.themes[0]?.theme).toBe('menace and the hunt');
  });
});

describe('colour words said as feelings, and loneliness only where the words say it', () => {
  const read = (lyrics: string) => interpretLyricsLocally(interpretLyricsRequestSchema.parse({ lyrics, genre: 'country' })).analysis;

  it("reads 'green with envy' as jealousy and 'green as grass' as naivety, with no green in the picture", () => {
    const envy = read("You got the house, the car, the ring\nnow I watch you laugh with her across the bar\ngreen with it, burning, wishing I was where you are");
    expect(envy.mood).toBe('jealous');
    expect(envy.themes[0]?.theme).toBe('jealousy and envy');
    expect(envy.colours).toEqual([]);
    const naive = read('I was so green back then, I believed every word\nyou sold me the moon and I paid for the sky');
    expect(naive.themes.map((t) => t.theme)).toContain('innocence and naivety');
    expect(naive.colours).toEqual([]);
    const blue = read("Feeling blue since Sunday, the coffee's gone cold\nI watch the green fields roll past the train");
    expect(blue.mood).toBe('melancholic');
    expect(blue.colours.map((c) => c.name)).toEqual(['green']);
  });

  it("does not call empty bottles, a quiet house or 'nobody can stop us' lonely", () => {
    for (const lyrics of [
      'Empty bottles on the table, nobody wants to leave\nthe band plays one more song and we sing it back to them',
      'Nobody can stop us now, the night is ours\nturn it up and let it shake the walls',
      'Quiet in the kitchen, quiet in the hall\nwe whisper so the baby sleeps, the happiest of all',
    ]) {
      const reading = read(lyrics);
      expect(reading.mood, lyrics).not.toBe('lonely');
      expect(reading.themes.map((t) => t.theme), lyrics).not.toContain('loneliness');
    }
    expect(read('Nobody calls on a Sunday\nI eat on my own by the phone').mood).toBe('lonely');
  });
});
