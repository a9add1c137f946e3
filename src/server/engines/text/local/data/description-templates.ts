// Sentence shapes for name descriptions (describe-name.ts fills them). Placeholders:
//   {name} the band name · {genre} the genre in prose · {a_genre} with its article
//   {img} what the name's words picture (describe/imagery.ts), never the name's own words
//   {word} the name's word the picture comes from, quoted as the name writes it
//   {scene} a picture of the genre's world (the genre lexicon's scenes)
//   {topic} what the name's words are about, when their pictures are used up
//   {art} where the name would be printed in the genre's world, with its article ('a techno club flyer')
//   {vibe} what the vibe's known words picture (describe/vibe-reading.ts), never a mood the visitor
//   did not give
// A first sentence is an opening and a genre link chosen apart, so the same sentence seldom comes
// back. Articles are set by sound after filling (english.ts). A picture may run to a dozen words
// ('a hi-hat pattern locked for twelve minutes'), so no frame wraps round it to end on a small word
// ('keeps ... company', 'brings ... to mind'): the picture comes last in its clause.

/** Openings for a name whose words picture something (one picture: two unrelated ones read as nonsense). */
export const IMAGE_OPENINGS: readonly string[] = [
  '{name} puts {img} in your head',
  '{name} calls up {img}',
  'Read {name} and you see {img}',
  '{name} brings to mind {img}',
  'The first thing {name} shows you is {img}',
  'Say {name} and you are looking at {img}',
  '{name} paints {img}',
  'Behind {name} you can see {img}',
  '{name} conjures {img}',
  '{name} shows {img}',
  'Hear {name} and you picture {img}',
  '{name} on a flyer shows {img}',
];

/** Openings that say which of the name's words the picture comes from ({word}, as the name writes it). */
export const QUOTED_OPENINGS: readonly string[] = [
  "The '{word}' in {name} calls up {img}",
  "Take the '{word}' in {name} and you see {img}",
  "In {name} it is '{word}' that brings up {img}",
  "From its '{word}', {name} draws {img}",
  "Start from the '{word}' of {name} and you arrive at {img}",
];

/** What follows an opening: how that picture meets the genre's own world ({scene}), so one picture
 * reads differently for folk and for techno. Each carries a scene: a closer with none ('and rock is
 * the right soundtrack for it') is true of every name and every genre, and reads as filler. */
export const GENRE_LINKS: readonly string[] = [
  ', set beside {scene} in the {genre} world.',
  '; {genre} fans will set it beside {scene}.',
  ', a picture that belongs next to {scene} on a {genre} night.',
  ', and in {genre} it sits beside {scene}.',
  '; on a {genre} bill it would hang beside {scene}.',
  '; {genre} keeps that picture next to {scene}.',
  ', a picture {genre} keeps close to {scene}.',
  '; next to {scene} that picture makes {a_genre} record.',
];

/** What follows an opening when the genre's scenes have all been shown: where the picture would be
 * printed in this genre's world ({art}: 'a techno club flyer', 'a jazz club's chalkboard'). */
export const ART_LINKS: readonly string[] = [
  '; it would look right on {art}.',
  ', a picture made for {art}.',
  ', which is what {art} would show.',
  ', and {art} could carry that picture as it is.',
];

/** First sentences for a name whose words the engine cannot picture: the genre's own world. */
export const SCENE_SENTENCES: readonly string[] = [
  '{name} fits {genre} made for {scene}.',
  '{name} belongs to {genre} of the kind that conjures {scene}.',
  '{name} sounds like {genre} heard against {scene}.',
  'With {name} on the ticket {genre} fans can already picture {scene}.',
  'Any {genre} bill built around {scene} has a place for {name}.',
  '{name} suits {genre} that brings to mind {scene}.',
  '{name} sits right beside {scene} in the {genre} world.',
  '{name} lives in the same corner of {genre} as {scene}.',
  'Think of {scene} as the {genre} world {name} comes from.',
  'Picture {scene} on the {genre} flyer that bills {name}.',
  'For {scene} {name} makes {a_genre} name.',
  'Imagine {scene} at the {genre} night {name} headlines.',
  '{name} has the ring of {genre} made around {scene}.',
  '{name} comes from the {genre} of {scene}.',
  'Beside {scene} {name} completes the {genre} picture.',
  '{name} would look at home printed over {scene} on {a_genre} poster.',
  'Fans of {genre} who know {scene} will take to {name}.',
  '{name} carries the {genre} air of {scene}.',
  'Somewhere near {scene} is the {genre} stage {name} belongs on.',
  '{name} points straight at {scene} in {genre}.',
  'Near {scene} you find {genre} names like {name}.',
  'The {genre} of {scene} is where {name} would fit.',
  '{name} reads like {genre} that grew up around {scene}.',
  '{name} keeps close to {scene} in the {genre} world.',
];

/** First sentences for a name whose pictures and genre scenes this list has all shown twice: what
 * its words are about ({topic}, imagery.ts), so the sentence still says something of this name. The
 * genre comes in the sentence after it (a remark on the name where it would be printed). */
export const TOPIC_SENTENCES: readonly string[] = [
  '{name} takes its words from {topic}.',
  'The words in {name} come from {topic}.',
  '{name} draws on {topic}.',
  'Everything in {name} points to {topic}.',
];

/** A first sentence for a name with no picture, no fresh scene and no true remark to make: where it
 * would be printed in the genre's world, never a crowd or a bill that fits any name. */
export const PLAIN_SENTENCES: readonly string[] = [
  '{name} would sit across the top of {art}.',
  'Picture {name} on {art}.',
  'Set {name} in big letters on {art}.',
  '{name} is a name you could see on {art}.',
  'It is easy to imagine {name} printed on {art}.',
  '{name} would stand out on {art}.',
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

/** A word of the name that says the vibe in other terms ({word}, as the name writes it; {vibeword},
 * the vibe's word it answers, said as the music's, never cited back as the visitor's request): each
 * said once a list. */
export const VIBE_LINKS: readonly string[] = [
  "The '{word}' carries the {vibeword} without spelling it out.",
  "'{word}' puts the {vibeword} inside the name itself.",
  "With '{word}', the name already has the {vibeword} in it.",
  "'{word}' says the {vibeword} in the name's own terms.",
  "'{word}' holds the {vibeword}, so the rest of the name does not have to.",
];
