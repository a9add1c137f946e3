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

/** Lines for the audience paragraph near the end. */
export const AUDIENCE_MORE: Readonly<Record<Audience, readonly Template[]>> = {
  'General Music Fans': [
    'The best way in is simply to listen: start anywhere, and let the songs make their own case.',
    'Start with {infl1} in mind and let {them} take it from there.',
    'Put it on loud the first time; the details will still be there the second time round.',
  ],
  'Industry Professionals': [
    'In short: {a:desc}, with a clear sound and a clear sense of direction.',
    '{Band} {is} easy to place and hard to forget, which is exactly the combination the business looks for.',
    'The fundamentals are in place: a defined sound, a line-up and a direction.',
  ],
  'Music Press': [
    'For a writer, the way in is the tension between {x} and {genreNoun}.',
    'The story and the sound pull in the same direction, which makes {them} easy to write about and worth the effort.{_ifStory}',
    'There is more to {band} than a genre tag, and the songs prove it.',
    'A good place to start a conversation: {unique1}.',
  ],
  'Record Labels': [
    'The songs are the proof of concept; the ambition is to get them to as many people as possible.',
    'For a label, {band} offer{s} a defined identity to build on, not a blank page.',
    'What would help most now is reach: the right partners to get the music heard.',
  ],
  'Booking Agents': [
    'On a bill, {they} suit nights built around {genreNoun}, and {they} bring {x} with {them}.',
    'For promoters, the draw is a set built to hold a room from the first song to the last.',
    'For anyone putting on a show: a set built for a room rather than a playlist.',
    'Home base is {place}.',
  ],
  'Academic/Scholarly': [
    'Of particular interest is the interplay between {x} and the conventions of {genreNoun}.',
    "Read in context, {band's} work is a reminder that a long-standing form keeps finding new voices.",
    'The music invites questions about tradition, influence and what a genre allows.',
    'The stated influences, {infl}, offer one way into the work.',
  ],
};
