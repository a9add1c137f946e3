// Sentence frames for the sound: how a genre phrase, a sub-genre, a trait or an influence is put in
// a sentence, in the chosen tone. {x} is the phrase being framed. None of them adds a fact.
import type { Template } from '../writer';

/** The opening line about the sound; {x} is the genre's first sound phrase. */
export const SOUND_HEAD: readonly Template[] = [
  '{Band} play{s} {x}.',
  'At heart, this is {x}.',
  'The short description: {x}.',
  { t: '{Band} make{s} {x}, plain and simple.', tones: ['Casual', 'Humorous'] },
  { t: 'In musical terms, {band} deliver{s} {x}.', tones: ['Technical', 'Professional'] },
  { t: 'What {they} make is {x}, and it wears its craft lightly.', tones: ['Poetic'] },
  { t: "{Band's} work can be described as {x}.", styles: ['Academic Analysis'] },
  { t: 'Here is what you are in for: {x}.', styles: ['Fan-Friendly', 'Magazine Feature'] },
];

/** Empty on purpose: 'It belongs to a folk tradition of songs handed on, reworked and made new' claimed a
 * sound from the genre alone, and read the same for every band of the genre. */
export const LINEAGE: readonly Template[] = [];

/** The tone's own line about the sound, placed near the opening. */
export const TONE_HOOK: Readonly<Record<string, readonly Template[]>> = {
  Professional: ['The result is {listener}.', 'What {they} offer is {listener}.'],
  Casual: ['Put simply: {sound2}.', 'In a word or twelve: {sound2}.'],
  Edgy: ['Call it {edge}.', 'This is {edge}.'],
  Poetic: ['It sounds like {image}.', 'Think of {image}.'],
  Technical: ['Structurally, expect {tech}.', 'In arrangement terms: {tech}.'],
  Humorous: ['{joke}'],
  // 'These are {drama}' read 'These are music that sounds like…' for a genre whose phrase is singular.
  Dramatic: ['{Band} make{s} {drama}.'],
};

export const SUBS_BETWEEN: readonly Template[] = [
  'It is neither pure {sub1} nor pure {sub2}, and that is the point.',
];

/**
 * Trait lines: {x} the traits as adjectives, {y} what the first does to the songs. Each names the
 * band, never the genre again (a reader counted the genre six times in one bio), so the same trait
 * never reads the same for another band.
 */
export const TRAITS_HEAD: readonly Template[] = [
  "{Band's} music is {x}, with {y}.",
  'Expect something {x} from {name}: {y}.',
  { t: 'Tonally, the work of {name} is {x}, marked by {y}.', styles: ['Academic Analysis'] },
  { t: '{Name}: {x}, no apologies, and built on {y}.', tones: ['Edgy'] },
  { t: "There is something {x} at the centre of {band's} music: {y}.", tones: ['Poetic'] },
  { t: "At heart {band's} music is {x}, and it means it: {y}.", tones: ['Dramatic'] },
  { t: "Characteristically {x}, {band's} music is marked by {y}.", tones: ['Technical', 'Professional'] },
];

/** What the other traits do to the songs: {y} their phrases, joined. Named for the band, never the genre again. */
export const TRAIT_MORE: readonly Template[] = [
  "In {band's} hands that also means {y}.",
  'With {name} it also means {y}.',
  { t: "{Name} also bring{nameS} {y}.", tones: ['Casual', 'Humorous', 'Edgy'] },
];

export const INFLUENCES: readonly Template[] = [
  "Among {band's} influences: {x}.",
  'The reference points are {x}.',
  'For fans of {x}.',
  "{Their} influences take in {x}.",
  { t: 'If {x} {are2} on your playlist, you are in the right place.', styles: ['Fan-Friendly', 'Magazine Feature', 'Personal Narrative'] },
  { t: 'Blame {x}: {they} cheerfully do.', tones: ['Humorous'] },
  { t: 'Big fans of {x}, in case anyone asks.', tones: ['Casual'] },
  { t: '{x} {hang2} over these songs like weather.', tones: ['Poetic'] },
  { t: '{x}: heard, absorbed, and then roughed up.', tones: ['Edgy'] },
  { t: '{x} {loom2} large over everything {band} {does}.', tones: ['Dramatic'] },
  { t: 'Reference points, for the record: {x}.', tones: ['Technical', 'Professional'] },
];

export const INFLUENCES_MORE: readonly Template[] = [
  'The wider list takes in {x}.',
  'Further back in the mix: {x}.',
];

export const INFLUENCES_USE: readonly Template[] = [
  'Those names are a starting point, not a blueprint: the songs take what they need and go their own way.',
  'The influences show in the attitude more than in any borrowed sound.',
];

export const UNIQUE_HEAD: readonly Template[] = [
  'What marks {them} out: {x}.',
  "One thing that is {band's} alone: {x}.",
  { t: 'Also, and this is true: {x}.', tones: ['Humorous', 'Casual'] },
  { t: 'One detail says a lot about {them}: {x}.', tones: ['Poetic', 'Dramatic'] },
  { t: 'The thing nobody else is doing: {x}.', tones: ['Edgy'] },
];

/** A further unique element of no known shape (a noun phrase), in a sentence with a verb: readers saw
 * 'Worth knowing too: …' and 'Listen out for this as well: …' as the form pasted in. */
export const UNIQUE_MORE: readonly Template[] = [
  'There is also {x}.',
  'Then there is {x}.',
];
