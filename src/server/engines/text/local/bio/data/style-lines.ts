// How each writing style opens, asks and closes. The style decides the shape of the bio (a headline,
// a fact sheet, questions, a timeline, the band's own voice); these are its lines. {desc} is the
// band's description ('Leeds-based rock four-piece'), {formed} ', formed in 2019' or ''.
import type { Template } from '../writer';

/** The opening sentence (always kept). */
export const LEDE: Readonly<Record<string, readonly Template[]>> = {
  'Professional Press Release': ['{Name} {nameIs} {a:desc}{formed}.', '{A:desc}{formed}, {name} make{s} {blend} with a clear sense of purpose.'],
  'Magazine Feature': ['{Name} {nameIs} {a:desc}{formed}.', 'Meet {name}: {a:desc}{formed}.'],
  'Personal Narrative': ['{They} {are} {name}, {a:desc}{formed}.', 'Hello, {they} {are} {name}: {a:desc}{formed}.'],
  'Documentary Style': ['Today, {name} {nameIs} {a:desc}.', 'Now, {name} {nameIs} {a:desc}.'],
  'Fan-Friendly': ['Meet {name}: {a:desc}{formed}.', 'Say hello to {name}, {a:desc}{formed}.'],
  'Industry Professional': ['{Name} {nameIs} {a:desc}{formed}.', '{Name}: {a:desc}{formed}.'],
  'Academic Analysis': ['{Name}, {a:desc}{formed}, make{s} music that sits within {lineage}.', '{Name} {nameIs} {a:desc}{formed}, and {their} work sits within {lineage}.'],
  'Creative Storytelling': ['That is where {name} live{s}: {a:desc}{formed}.', 'That is the world of {name}, {a:desc}{formed}.'],
  'Interview-Based': ['{Name} {nameIs} {a:desc}{formed}.', 'The short answer: {a:desc}{formed}.'],
  'Timeline Format': ['{Name} {nameIs} {a:desc}{formed}.', '{Name}: {a:desc}{formed}.'],
  'Achievement-Focused': ['{Name} {nameIs} {a:desc}{formed}.', '{A:desc}{formed}, {name} {nameHas} been putting in the work.'],
  'Journey-Focused': ['Today, {name} {nameIs} {a:desc}.', 'Where {name} {nameIs} now: {a:desc}.'],
};

/** A sentence set before the opening line by the styles that set a scene first. */
export const SCENE: Readonly<Record<string, readonly Template[]>> = {
  'Documentary Style': [
    'The story of {name} begins{_inPlaceYear}.',
    'It begins{_inPlaceYear}, with a shared idea of what {genreNoun} could be.',
  ],
  'Creative Storytelling': ['Picture {image}.', 'Close your eyes and picture {image}.'],
  'Journey-Focused': ['Every band starts somewhere; for {name}, it was{_inPlaceYear}.', 'The journey started{_inPlaceYear}.'],
  'Magazine Feature': ['Start with the sound: {sound1}.'],
};

/** The interview style's questions, before each block. */
export const QUESTIONS: Readonly<Record<string, readonly string[]>> = {
  intro: ['Who are {name}?', 'So, who are {name}?'],
  sound: ['What do {they} sound like?', 'How would you describe the sound?'],
  lineup: ['Who is in the band?', 'Who plays what?'],
  story: ['How did it start?', 'Where does the story begin?'],
  achievements: ['What have {they} done so far?', 'What are the highlights so far?'],
  next: ["What's next?", 'Where do {they} go from here?'],
  audience: ['Why should you care?', 'Who is this for?'],
  'Formation Story': ['How did it all begin?', 'Where did {name} come from?'],
  'Musical Influences': ['Who shaped the sound?', 'What goes into the music?'],
  'Discography Highlights': ['What is there to hear?', 'Where should a new listener start?'],
  'Live Performance History': ['What are {they} like live?', 'What happens on stage?'],
  'Awards & Recognition': ['What has been recognised so far?', 'What are the milestones?'],
  'Critical Reception': ['What do reviewers hear?', 'What would a critic notice first?'],
  'Fan Base': ['Who listens?', 'Who is the music for?'],
  'Future Plans': ['What comes next?', 'Where is it heading?'],
  'Side Projects': ['Anything outside the band?', 'What else are the members up to?'],
  'Production Credits': ['How is the sound made?', 'Who shapes the sound?'],
  'Charity Work': ['Does the band back any causes?', 'What causes matter to them?'],
  'Cultural Impact': ['What does the music mean beyond the songs?', 'Where does it fit in the wider culture?'],
};

/** The last line of the default set, by style. */
export const CLOSER: Readonly<Record<string, readonly Template[]>> = {
  'Professional Press Release': [],
  'Magazine Feature': ['Keep an ear out.', 'Remember the name.'],
  'Personal Narrative': ['Thanks for reading; now go and listen.', 'That is {their} story so far, and {they} would love for you to hear the rest.'],
  'Documentary Style': ['The next chapter is still being written.', 'The story, for now, continues.'],
  'Fan-Friendly': ['Press play, turn it up and come and say hello.', 'Go on, give it a listen.'],
  'Industry Professional': [],
  'Academic Analysis': ['{Name} merit{nameS} further attention as the work develops.', 'The work merits continued attention.'],
  'Creative Storytelling': ['The lights are down. Listen.', 'The rest of the story is in the songs.'],
  'Interview-Based': [],
  'Timeline Format': [],
  'Achievement-Focused': ['There is more to come.', 'The next milestone is already in sight.'],
  'Journey-Focused': ['The road runs on from here.', 'The journey is far from over.'],
};

/** A magazine standfirst, in italics under the headline. */
export const STANDFIRST: readonly Template[] = [
  // The lede has described the band: the standfirst names its character only.
  '{X} at the core, and a sound of {their} own.',
  'How {x} became a sound: inside the music of {name}.',
  'On {x}, and the band that made it {their} own.',
];
