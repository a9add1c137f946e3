// Sentence shapes for name descriptions (describe-name.ts fills them). Placeholders:
//   {name} the band name · {genre} the genre in prose · {a_genre} with its article
//   {img} what the name's words picture (describe/imagery.ts), never the name's own words
//   {scene} a picture of the genre's world (the genre lexicon's scenes)
//   {vibe} what the vibe's known words picture (describe/vibe-reading.ts) · {adj} the vibe's own
//   adjectives ('cold and hazy'), never a mood the visitor did not give
// A first sentence is an opening and a genre link chosen apart, so the same sentence seldom comes
// back. Articles are set by sound after filling (english.ts).

/** Openings for a name whose words picture something (one picture: two unrelated ones read as nonsense). */
export const IMAGE_OPENINGS: readonly string[] = [
  '{name} puts {img} in your head',
  '{name} calls up {img}',
  'Read {name} and you see {img}',
  '{name} brings {img} to mind',
  'The first thing {name} shows you is {img}',
  'Say {name} and you are looking at {img}',
  '{name} paints {img}',
  'Behind {name} you can see {img}',
  '{name} conjures {img}',
  '{name} shows {img}',
  'Hear {name} and you picture {img}',
  'Written on a flyer, {name} shows {img}',
];

/** What follows an opening: how that picture meets the genre. */
export const GENRE_LINKS: readonly string[] = [
  ', which is {genre} territory.',
  ', a picture {a_genre} sleeve could use as it is.',
  '; {genre} has always been at home there.',
  ', and {genre} is the right soundtrack for it.',
  ', a good fit for {genre} made for {scene}.',
  ', and {scene} is never far away in {genre}.',
  ', and {a_genre} crowd will see it too.',
  ', and {a_genre} set can grow out of that.',
  ', the sort of picture {genre} is made from.',
  ', which suits {genre} down to the ground.',
];

/** First sentences for a name whose words the engine cannot picture: the genre's own world. */
export const SCENE_SENTENCES: readonly string[] = [
  '{name} fits {genre} made for {scene}.',
  '{name} belongs to {genre} of the kind that conjures {scene}.',
  '{name} sounds like {genre} heard against {scene}.',
  'With {name} on the ticket, {genre} fans can already picture {scene}.',
  '{name} is {a_genre} name with {scene} written all over it.',
  'Any {genre} bill built around {scene} has a place for {name}.',
  '{name} goes with {scene}, which is {genre} to the core.',
  '{name} suits {genre} that brings {scene} to mind.',
  '{name} sits right beside {scene} in the {genre} world.',
  '{name} matches {scene}, and {genre} listeners will hear it.',
  '{name} carries {scene} with it, as good {genre} names do.',
];

/** Openings that set the genre's scene before the name arrives... */
export const SCENE_OPENINGS: readonly string[] = [
  'Think of {scene}',
  'Picture {scene}',
  'Imagine {scene}',
  'Start from {scene}',
  'Take {scene}',
  'Call up {scene}',
  'Begin with {scene}',
  'Set the stage with {scene}',
  'Conjure {scene}',
  'Bring to mind {scene}',
];

/** ...and what brings the name into it. */
export const SCENE_LINKS: readonly string[] = [
  '; {name} is {a_genre} name that goes with it.',
  ', with {name} as the {genre} act everyone came for.',
  ', and {name} is the {genre} act on the bill.',
  ': that is the {genre} world {name} comes from.',
  ', then print {name} on the {genre} flyer for it.',
  '; {name} would not look out of place in that {genre} crowd.',
];

/** Second sentences on the vibe: a verb, what it would serve, and an optional close, chosen apart. */
/** First sentences with no picture, for a name whose list has shown every fitting picture twice. */
export const PLAIN_SENTENCES: readonly string[] = [
  '{name} sounds like {genre} before a note is played.',
  '{name} would sit right on {a_genre} bill.',
  '{name} is {a_genre} name that needs no explaining.',
  '{name} says {genre} plainly, without a wink.',
];

export const VIBE_VERBS: readonly string[] = [
  'It suits', 'It fits', 'It would serve', 'It sits well with', 'It has room for', 'It would be right for',
  'It works for', 'It could front',
];
export const VIBE_OBJECTS: readonly string[] = [
  'a set that sounds like {vibe}', 'songs about {vibe}', 'music that calls up {vibe}', 'a record about {vibe}',
];
export const VIBE_CLOSES: readonly string[] = ['.'];

/** The same for the vibe's own adjectives. */
export const ADJ_VERBS: readonly string[] = ['Give it', 'Pair it with', 'Back it with', 'Match it with', 'Set it against'];
export const ADJ_OBJECTS: readonly string[] = ['the {adj} sound you describe', 'a {adj} record', '{adj} songs', 'a {adj} live set'];
export const ADJ_CLOSES: readonly string[] = [' and it comes into its own.', ' and the two point the same way.', ': nothing in the name fights it.', ' and it holds up.'];
