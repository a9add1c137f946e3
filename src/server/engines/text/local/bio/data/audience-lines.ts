// What each reader is looking for: bookers want the live show and the practical picture, labels the
// sound and the drive, the press the story, scholars the context. {x} tokens are filled by the
// audience builder from the band's facts; templates needing a missing fact are skipped.
import type { TARGET_AUDIENCES } from '@shared/catalog/bio-options';
import type { Template } from '../writer';

export type Audience = (typeof TARGET_AUDIENCES)[number];

/** A line for the opening that tells this reader why the bio is worth their time. */
export const AUDIENCE_OPENING: Readonly<Record<Audience, readonly Template[]>> = {
  'General Music Fans': [
    'If you are looking for {genreNoun} with a personality of its own, start here.',
    'This is music to put on, turn up and come back to.',
  ],
  'Industry Professionals': [
    'Here is what {band} bring{s} to the table, in brief.',
    'The essentials are below: the sound, the people and where things stand.',
  ],
  'Music Press': [
    'There is a story here as well as a sound.{_ifStory}',
    'The angle is simple: {a:x} with something to say.',
  ],
  'Record Labels': [
    'For a label, the pitch is a clear sound and a band ready to build on it.',
    'The identity is already in place; what comes next is scale.',
  ],
  'Booking Agents': [
    'For bookers, the short version: {x}.',
    'For anyone putting {them} on a bill: {x}.',
  ],
  'Academic/Scholarly': [
    '{Band} offer{s} a useful case study in how {genreNoun} is being made now.',
    'The work rewards analysis as well as listening.',
  ],
};
