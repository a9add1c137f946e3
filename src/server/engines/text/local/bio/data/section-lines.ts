// Lines for the chosen sections. Where a section needs a fact the musician did not give (an honour,
// a recording, a review), it says less: an honest line about where things stand or what the band is
// building towards, never a claim. {x} is filled by the section builder.
import type { BIO_SECTIONS, FOCUS_AREAS } from '@shared/catalog/bio-options';
import type { Template } from '../writer';

export type Section = (typeof BIO_SECTIONS)[number];
export type FocusArea = (typeof FOCUS_AREAS)[number];

/** Lines introducing the musician's own list of achievements of one kind; {x} is the list. */
export const ACHIEVEMENT_LIST: readonly Template[] = [
  '{Name} can also point to {x}.',
  'Along the way came {x}.',
];

/** One achievement of no known shape, as a sentence with a verb (a reader saw 'A highlight so far: …' as the form pasted in). */
export const ACHIEVEMENT_ONE: readonly Template[] = [
  '{Name} can also point to {x}.',
  'Along the way came {x}.',
];

/** Honest lines for a chosen section with nothing to report. */
export const SECTION_EMPTY: Readonly<Record<Section, readonly Template[]>> = {
  'Formation Story': ['{Name} came together around {genreNoun}, and that is where {their} story begins.'],
  'Musical Influences': [
    "Rather than a list of names, the best guide to {band's} influences is the music itself, rooted in {lineage}.",
    'The influences are easier to hear than to list: {lineage}.',
  ],
  'Discography Highlights': [
    'No recordings are listed here yet; the songs come first, and the recorded story is still being written.',
    'This part of the story is still being written: the songs come first, and the recordings will follow them.',
  ],
  'Live Performance History': [
    'There is no list of shows to report here yet, so here is what a room can expect instead.',
    'The live story is still being written; what matters for now is what {band} bring{s} to a stage.',
  ],
  'Awards & Recognition': [
    'There are no honours to report here yet; the work that earns them is under way.',
    'Recognition is something {band} {is} working towards, one song at a time.',
  ],
  'Critical Reception': [
    'There is nothing from the critics to quote here yet, so here is what a reviewer coming to {band} fresh will find.',
    'The critics have yet to have their say here; what they will hear is set out below.',
  ],
  'Fan Base': [
    'The music is made for listeners who want {listener}.',
    'The people this music is for are the ones who want {listener}.',
  ],
  'Future Plans': [],
  'Side Projects': [
    'There are no side projects to report here, so the spotlight stays on {name}.',
    'For now, the story to tell is {name} itself.',
  ],
  'Production Credits': [
    'Production details are not listed here yet; what can be said is how the sound is put together.',
    'No production credits are listed here yet, but the sound itself says a lot about how it is built.',
  ],
  'Charity Work': [
    'No charity work is listed here yet; it is a side of the band still taking shape.',
    'There is no charity work to report here yet, though the music has always been about more than itself.',
  ],
  'Cultural Impact': [
    "Impact is for listeners to measure; what {band} can offer is {listener}.",
    'It is too early to measure impact from the outside; what can be said is what the music brings: {listener}.',
  ],
};

/** One short honest line per section, for a bio with many sections and few words to spend. */
export const SECTION_BRIEF: Readonly<Record<Section, string>> = {
  'Formation Story': '{Name} came together around {genreNoun}.',
  'Musical Influences': 'The roots are in {genreNoun}.',
  'Discography Highlights': 'No recordings are listed here yet.',
  'Live Performance History': 'No shows are listed here yet.',
  'Awards & Recognition': 'No honours to report here yet.',
  'Critical Reception': 'Nothing from the critics to quote here yet.',
  'Fan Base': 'Made for listeners who love {genreNoun}.',
  'Future Plans': 'More is on the way.',
  'Side Projects': 'No side projects to report here.',
  'Production Credits': 'No production credits are listed here yet.',
  'Charity Work': 'No charity work is listed here yet.',
  'Cultural Impact': 'Its impact is for listeners to judge.',
};

/** Closing thoughts for a section that had facts to tell: an opinion on them, never a new fact. */
export const SECTION_REFLECTION: Readonly<Record<Section, readonly Template[]>> = {
  'Formation Story': ['That is the beginning; the rest is still being written.', 'It is a story with more chapters to come.'],
  'Musical Influences': ['What matters is what {they} do with it.'],
  'Discography Highlights': ['Together they trace the sound as it has developed.'],
  'Live Performance History': ['Every night on a stage adds something to the set.', 'The stage is where the songs get tested, and where they grow.'],
  'Awards & Recognition': ['Each one is a marker of the work behind it.', 'Milestones like these are earned, not handed out.'],
  'Critical Reception': ['Recognition from outside matters most when it matches what the music is trying to do.'],
  'Fan Base': ['That kind of connection is built one listener at a time.'],
  'Future Plans': ['Whatever comes next will be built on the same foundations: the songs, the line-up and the sound described here.'],
  'Side Projects': ['Work outside the band feeds back into it.'],
  'Production Credits': ['Keeping that work close to the band keeps the sound true to the songs.'],
  'Charity Work': ['It is part of who {they} {are}, not a sideline.'],
  'Cultural Impact': ['Music that matters to the people around it is worth paying attention to.'],
};

/** Each focus area: a line before the musician's details, and an honest line when none were given. */
export const FOCUS_LINES: Readonly<Record<FocusArea, { intro: readonly Template[]; bare: readonly Template[] }>> = {
  'Musical Evolution': {
    intro: ['The sound has travelled some distance to get here.', 'The music has changed shape along the way.'],
    bare: ['The sound is still moving, and that restlessness is part of the appeal.'],
  },
  'Personal Struggles': {
    intro: ['Not all of it has been easy.', 'The songs carry some hard-won experience.'],
    bare: ['The songs carry some hard-won experience, and {they} do not hide it.'],
  },
  'Creative Process': {
    intro: ['The way the songs get made matters to {them}.', 'The writing process is its own story.'],
    bare: ['The songs are built with care: every part has to earn its place.'],
  },
  'Industry Journey': {
    intro: ['The path through the music business has had its own lessons.', 'The business side has been a journey too.'],
    bare: ['The business side is something {they} approach with open eyes.'],
  },
  'Cultural Impact': {
    intro: ["{Band's} music reaches beyond the songs themselves.", 'The music connects to something wider than itself.'],
    bare: ['{They} make music with an eye on the world around {them}.'],
  },
  'Live Performances': {
    intro: ['The stage is where it all comes together.', 'Live is where the songs come alive.'],
    bare: ["The stage is where {band's} songs make the most sense."],
  },
  Collaborations: {
    intro: ['Working with others has shaped the music too.', 'Collaboration is part of the story.'],
    bare: ['{They} {are} open to collaboration and interested in what others bring to the songs.'],
  },
  'Social Causes': {
    intro: ['The music is tied to causes that matter to {them}.', 'There is more at stake than the songs.'],
    bare: ['{They} care about more than the music, and the songs reflect it.'],
  },
  'Technical Innovation': {
    intro: ['There is real invention in how the sound is made.', 'The technical side is where a lot of the character comes from.'],
    bare: ['{They} take the technical side seriously, always looking for new ways to shape the sound.'],
  },
  'Fan Community': {
    intro: ['The people who listen are part of the story.', 'The community around the music matters.'],
    bare: ['The listeners matter as much as the songs, and {they} treat them that way.'],
  },
  'Recording Stories': {
    intro: ['The recordings come with stories of their own.', 'Getting the songs down has its own stories.'],
    bare: ['How the songs are captured matters to {them} as much as how they are written.'],
  },
  'Touring Adventures': {
    intro: ['Life on the road has its own stories.', 'The road has left its mark.'],
    bare: ['The road has been part of the journey, and the songs carry some of its miles.'],
  },
};

/** The interview style's question for a focus area paragraph outside the chosen sections. */
export const FOCUS_QUESTION: Readonly<Record<FocusArea, string>> = {
  'Musical Evolution': 'How has the sound changed?',
  'Personal Struggles': 'Has it been easy?',
  'Creative Process': 'How do the songs get made?',
  'Industry Journey': 'What has the business side been like?',
  'Cultural Impact': 'What does the music mean beyond the songs?',
  'Live Performances': 'What are the shows like?',
  Collaborations: 'Who else has been involved?',
  'Social Causes': 'What causes matter to them?',
  'Technical Innovation': 'What is new about how the sound is made?',
  'Fan Community': 'Who are the listeners?',
  'Recording Stories': 'What happens when the songs get recorded?',
  'Touring Adventures': 'What has life on the road been like?',
};
