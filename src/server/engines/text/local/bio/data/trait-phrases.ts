// What each of the 18 personality traits means for the music. The musician chose the trait, so these
// describe the songs in its light; none of them states a fact about the band's history.
import type { PERSONALITY_TRAITS } from '@shared/catalog/bio-options';

export type BioTrait = (typeof PERSONALITY_TRAITS)[number];

export interface TraitPhrases {
  /** The trait as an adjective inside a sentence. */
  adjective: string;
  /** The trait as a noun: 'melancholy', 'conviction'. */
  noun: string;
  /** Noun phrases for what it does to the songs. */
  music: readonly [string, string];
  /** What it brings to a live set, as a noun phrase. */
  live: string;
  /** A short tagline phrase (at most five words). */
  hook: string;
  /** What the words deal with, as a noun phrase. */
  words: string;
}

export const TRAIT_PHRASES: Record<BioTrait, TraitPhrases> = {
  Rebellious: {
    adjective: 'rebellious', noun: 'defiance',
    music: ['songs that push back against being told what to do', 'a refusal to sand down the rough edges'],
    live: 'a defiant streak that comes out on stage', hook: 'built to push back',
    words: 'words that question the rules and the people who make them',
  },
  Introspective: {
    adjective: 'introspective', noun: 'introspection',
    music: ['lyrics that look inward and ask hard questions', 'songs that take their time with a feeling'],
    live: 'quiet moments that make the loud ones count', hook: 'music that looks inward',
    words: 'words that turn the light inward, honest about doubt',
  },
  Energetic: {
    adjective: 'energetic', noun: 'energy',
    music: ['a restless, forward-leaning drive', 'songs that refuse to sit still'],
    live: 'an energy that does not let up', hook: 'all forward motion',
    words: 'words that keep pace with the music and rarely stop for breath',
  },
  Melancholic: {
    adjective: 'melancholic', noun: 'melancholy',
    music: ['songs that sit with sadness instead of rushing past it', 'a melancholy the songs make no effort to hide'],
    live: 'a bittersweet pull that settles over a room', hook: 'sad songs, played beautifully',
    words: 'words about loss, distance and the quiet after',
  },
  Experimental: {
    adjective: 'experimental', noun: 'curiosity',
    music: ['a willingness to take a song somewhere unexpected', 'arrangements that try things first and ask permission later'],
    live: 'moments that go somewhere unplanned', hook: 'never the obvious route',
    words: 'words used for sound as much as sense',
  },
  Nostalgic: {
    adjective: 'nostalgic', noun: 'nostalgia',
    music: ['a warm backward glance at sounds that still matter', 'melodies that feel like old photographs'],
    live: 'songs that feel familiar the first time you hear them', hook: 'memories with the volume up',
    words: 'words full of places, faces and the times that shaped them',
  },
  Political: {
    adjective: 'political', noun: 'conviction',
    music: ['lyrics that have something to say about the world as it is', 'songs that do not pretend politics stops at the door'],
    live: 'songs delivered with conviction', hook: 'songs with something to say',
    words: 'words that name what is wrong and refuse to look away',
  },
  Spiritual: {
    adjective: 'spiritual', noun: 'spirituality',
    music: ['music that reaches for something bigger than itself', 'a searching undercurrent beneath the surface'],
    live: 'moments that feel close to ritual', hook: 'music that reaches higher',
    words: 'words that reach for meaning and sit comfortably with mystery',
  },
  Humorous: {
    adjective: 'funny', noun: 'humour',
    music: ['a streak of mischief that is never far away', 'lyrics with a wink in them'],
    live: 'a stage manner that never takes itself too seriously', hook: 'serious songs, not too serious',
    words: 'words sharp enough to make you laugh and then think',
  },
  Dark: {
    adjective: 'dark', noun: 'darkness',
    music: ['a shadowy, brooding atmosphere', 'songs that go looking in the darker corners'],
    live: 'an atmosphere that thickens as the set goes on', hook: 'from the darker corners',
    words: 'words that go where most songs will not',
  },
  Optimistic: {
    adjective: 'optimistic', noun: 'optimism',
    music: ['an optimism that never tips into naivety', 'songs that go looking for the light'],
    live: 'a warmth that gets a room smiling', hook: 'music that looks for light',
    words: 'words that admit the hard parts and choose hope anyway',
  },
  Mysterious: {
    adjective: 'mysterious', noun: 'mystery',
    music: ['songs that keep some of their secrets', 'an air of mystery that invites a second listen'],
    live: 'an atmosphere that draws people in', hook: 'some secrets kept',
    words: 'words that hint rather than explain',
  },
  Authentic: {
    adjective: 'authentic', noun: 'honesty',
    music: ['songs that say exactly what they mean', 'a refusal to fake anything'],
    live: 'a show with nothing faked', hook: 'nothing faked, nothing borrowed',
    words: 'words that sound like real life, because they are',
  },
  Innovative: {
    adjective: 'inventive', noun: 'invention',
    music: ['a habit of finding new ways into familiar forms', 'ideas that push the sound forward'],
    live: 'a show that keeps surprising', hook: 'new ways into old forms',
    words: 'words that come at familiar subjects from a new angle',
  },
  Traditional: {
    adjective: 'traditional', noun: 'tradition',
    music: ['a deep respect for the forms that came before', 'craft learned the old way and played with conviction'],
    live: 'a respect for the craft that shows in every song', hook: 'old roots, new voice',
    words: 'words that honour old stories and add new ones',
  },
  Provocative: {
    adjective: 'provocative', noun: 'provocation',
    music: ['lyrics designed to start arguments', 'a knack for saying the thing nobody else will'],
    live: 'a show that unsettles as much as it entertains', hook: 'made to start arguments',
    words: 'words chosen to get under the skin',
  },
  Romantic: {
    adjective: 'romantic', noun: 'romance',
    music: ['songs about love in all its mess and glory', 'a romantic heart worn openly on the sleeve'],
    live: 'moments made for holding someone close', hook: 'love songs with a pulse',
    words: 'words about love, longing and everything in between',
  },
  Philosophical: {
    adjective: 'philosophical', noun: 'reflection',
    music: ['lyrics that chew on the big questions', 'songs that think as hard as they feel'],
    live: 'songs that leave a room thinking', hook: 'big questions, loud answers',
    words: 'words that wrestle with time, meaning and how to live',
  },
};
