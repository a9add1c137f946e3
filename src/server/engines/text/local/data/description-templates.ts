// Sentence shapes for name descriptions (describe-name.ts fills them). Placeholders:
//   {name} the band name · {genre} the genre in prose · {a_genre} with its article
//   {img} what the name's words picture (describe/imagery.ts), never the name's own words
//   {scene} a picture of the genre's world (the genre lexicon's scenes)
//   {topic} what the name's words are about, when their pictures are used up
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

/** What follows an opening: how that picture meets the genre. Links with {scene} name the genre's
 * own world beside the name's picture, so one picture reads differently for folk and for techno;
 * the others are for a list whose scenes have all been shown. None may be true of every genre alike
 * ('suits it down to the ground', 'which is its territory'): each says what the genre does with it. */
export const GENRE_LINKS: readonly string[] = [
  ', a picture {a_genre} sleeve could use as it is.',
  ', and {genre} is the right soundtrack for it.',
  ', and {a_genre} set can grow out of that.',
  ', and {a_genre} song could start right there.',
  '; {genre} has always been at home there.',
  ', which sits next to {scene} in the {genre} world.',
  '; put it beside {scene} and you have a {genre} poster.',
  ', and {genre} made for {scene} has room for it.',
  ', a picture that belongs with {scene} on a {genre} night.',
  '; {genre} fans will set it beside {scene}.',
];

/** First sentences for a name whose words the engine cannot picture: the genre's own world. */
export const SCENE_SENTENCES: readonly string[] = [
  '{name} fits {genre} made for {scene}.',
  '{name} belongs to {genre} of the kind that conjures {scene}.',
  '{name} sounds like {genre} heard against {scene}.',
  'With {name} on the ticket, {genre} fans can already picture {scene}.',
  'Put {name} on a poster and {genre} fans will picture {scene}.',
  'Any {genre} bill built around {scene} has a place for {name}.',
  'For {genre} that lives in {scene}, {name} is the right kind of name.',
  '{name} suits {genre} that brings {scene} to mind.',
  '{name} sits right beside {scene} in the {genre} world.',
  '{name} matches {scene}, and {genre} listeners will hear it.',
  '{name} goes with {scene}, the way good {genre} names do.',
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

/** First sentences for a name whose pictures and genre scenes this list has all shown twice: what
 * its words are about ({topic}, imagery.ts), so the sentence still says something of this name. */
export const TOPIC_SENTENCES: readonly string[] = [
  '{name} takes its words from {topic}, a rich seam for {genre}.',
  'The words in {name} come from {topic}, and {genre} can build a whole set on that.',
  'Drawn from {topic}, {name} gives {a_genre} crowd something to picture.',
  '{name} leans on {topic}, which {genre} has plenty of room for.',
];

/** A first sentence for a name with no picture and no fresh scene: a remark on the name always follows it. */
export const PLAIN_SENTENCES: readonly string[] = [
  '{name} would sit right on {a_genre} bill.',
  'On {a_genre} festival poster, {name} would look at home.',
  'A {genre} crowd could chant {name} by the second song.',
  'Billed as {a_genre} act, {name} needs no second line.',
  '{name} is easy to picture on {a_genre} ticket stub.',
  'Picture {name} in the {genre} listings for a Friday night.',
];

/** Second sentences on the vibe: a verb, what it would serve, and an optional close, chosen apart. */
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
