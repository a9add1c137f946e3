// Colour for the longer bios: frames for the genre's extra phrases, the tone's own lines and the
// style's own lines, and what a line-up's instruments say about the sound. They add voice, never a
// fact: nothing here names a show, a release, a review, a place or a number.
import type { Template } from '../writer';

export const DYNAMICS: readonly Template[] = ['Dynamics matter here: {x}.', 'Expect {x}.', 'The shape of it: {x}.'];
export const CRAFT: readonly Template[] = ['It is music that asks for {x}.', 'What it takes: {x}.', { t: 'The genre demands {x}; the arrangements are built around exactly that.', tones: ['Technical', 'Professional'] }];
export const ROOM: readonly Template[] = ['It works best in {x}.', 'The ideal setting: {x}.', { t: 'Where does it work best? In {x}.', tones: ['Casual', 'Humorous'] }];
export const MOMENT: readonly Template[] = ['Put it on for {x}.', 'The right time for it: {x}.', { t: 'It belongs to {x}.', tones: ['Poetic', 'Dramatic'] }];
export const ROOTS: readonly Template[] = [
  '{GenreNoun} grew out of {x}, and {band} play{s} it as a living form.',
  'The roots run back through {x}.',
  { t: 'Historically, the idiom draws on {x}.', styles: ['Academic Analysis', 'Documentary Style'] },
];
export const FUTURE: readonly Template[] = ['{They} treat {genreNoun} as {x}.', 'In {their} hands, {genreNoun} is {x}.'];
export const LISTEN_FOR: readonly Template[] = ['On a first listen, follow {x}.', 'Start by listening for {x}.'];
export const REPEAT: readonly Template[] = ['Repeat listens reveal {x}.', 'Go back a second time for {x}.'];
export const SUB_DETAIL: readonly Template[] = ['From {sub}: {x}.', 'The {sub} side brings {x}.', '{Sub} adds {x}.'];
export const TRAIT_WORDS: readonly Template[] = ['Lyrically, expect {x}.', 'The lyrics follow suit, with {x}.', 'In the lyrics, that means {x}.', 'On the page there are {x}.'];

/** The tone's own lines (colour, not fact); {genre} and the genre's extras may appear. */
export const TONE_COLOUR: Readonly<Record<string, readonly Template[]>> = {
  Professional: ['It is music made with intent and delivered with care.', 'Every part has a job to do, and the arrangements give it room.'],
  Casual: ['No pretence, no filler, just {genreNoun} played by people who mean it.', 'It is the kind of thing you put on once and then keep putting on.'],
  Edgy: ['It is not background music, and it does not want to be.', 'Nothing here has been sanded smooth.', 'If you want polite, look elsewhere.'],
  Poetic: ['The songs leave a trace long after the last note fades.', 'There is light in it, and shadow, and the space between.'],
  Technical: ['Arrangements are kept lean, so each part can be heard.', 'Tone, timing and balance get as much attention as the songs themselves.'],
  Humorous: [
    'No instruments were harmed in the making of this music, although a few were pushed quite hard.',
    'Side effects may include humming at inappropriate moments.',
    'It is best played at a volume the neighbours will have opinions about.',
  ],
  Dramatic: ['Every song is played as if something depends on it.', 'It is music that takes hold and does not let go.', 'There is nothing casual about any of it.'],
};

/** The style's own lines. */
export const STYLE_COLOUR: Readonly<Record<string, readonly Template[]>> = {
  'Professional Press Release': [],
  'Magazine Feature': ['It is the kind of music that makes you check who it is.', 'Spend a little time with it and the details start to surface.'],
  'Personal Narrative': ['{They} make the music {they} want to hear, and {they} hope you want to hear it too.', 'Every song starts with something {they} need to say.'],
  'Documentary Style': ['Observed up close, it is music made with patience and intent.'],
  'Fan-Friendly': ['If that sounds like your kind of thing, you are going to get on just fine.', 'Turn it up; it was made for that.'],
  'Industry Professional': ['The sound is defined and the direction is clear.'],
  'Academic Analysis': ['The work rewards attention to both its surface and its structure.', 'Its interest lies less in novelty than in how familiar materials are recombined.'],
  'Creative Storytelling': ['Every song is a small story, and together they make a bigger one.', 'The songs are scenes, and you are invited in.'],
  'Interview-Based': [],
  'Timeline Format': [],
  'Achievement-Focused': ['The milestones matter, but the songs are the point.'],
  'Journey-Focused': ['Each step along the way has added something to the sound.', 'The road from there to here runs through every song.'],
};

/** What each instrument does in a band, for the longer bios (one line per instrument family present). */
export const FAMILY_ROLE: Readonly<Record<string, string>> = {
  drums: 'The drums set the temperature of every song.',
  bass: 'The bass ties the rhythm to the harmony and gives the songs their weight.',
  guitar: 'The guitars carry much of the melody and most of the bite.',
  vocals: 'The voice is the way in for most listeners, and the songs are built to let it lead.',
  keys: 'Keys fill the space between the lines.',
  strings: 'The strings bring warmth and a sense of space.',
  horns: 'The horns bring punch and brightness.',
  electronics: 'The electronics widen the palette beyond what hands alone can play.',
};

/** What the line-up's instruments say about the sound; each needs the instruments named in its key. */
export const ENSEMBLE_LINES: Readonly<Record<string, readonly string[]>> = {
  keysGuitar: ['Keys alongside guitar give the arrangements room for texture as well as drive.'],
  guitars: ['With more than one guitar in the line-up, the parts can interlock rather than double up.'],
  voices: ['With more than one voice in the band, harmony is part of the sound.'],
  strings: ['The {x} gives the sound a colour many {genre} line-ups never reach for.'],
  horns: ['The {x} gives the arrangements punch and brightness.'],
  electronics: ['Electronics sit alongside the played instruments, widening the palette.'],
  duo: ['As a duo, {they} keep things lean: every part counts.'],
  big: ['It is a big line-up, and the arrangements make room for everyone in it.'],
};
