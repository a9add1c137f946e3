// Sentence shapes for name descriptions (describe-name.ts fills them). Placeholders:
//   {name} the band name · {genre} the genre in prose · {a_genre} with its article
//   {img} / {img2} what the name's words picture (describe/imagery.ts), never the name's own words
//   {scene} a picture of the genre's world (the genre lexicon's scenes)
//   {vibe} what the vibe's known words picture (describe/vibe-reading.ts) · {adj} the vibe's own
//   adjectives ('cold and hazy'), never a mood the visitor did not give
// A first sentence is an opening and a genre link chosen apart, so the same sentence seldom comes
// back. Articles are set by sound after filling (english.ts).

/** Openings for a name whose words picture one thing. */
export const IMAGE_OPENINGS: readonly string[] = [
  '{name} puts {img} in your head',
  '{name} calls up {img}',
  'Read {name} and you see {img}',
  '{name} brings {img} to mind',
  'The first thing {name} shows you is {img}',
  'Say {name} and you are looking at {img}',
  '{name} paints {img}',
  'Behind {name} there is {img}',
];

/** Openings for a name whose words picture two things. */
export const TWO_IMAGE_OPENINGS: readonly string[] = [
  '{name} sets {img} beside {img2}',
  '{name} puts {img} and {img2} in the same frame',
  'Read {name} and you get {img}, then {img2}',
  '{name} runs {img} into {img2}',
  'In {name} there is {img} and, somewhere near it, {img2}',
];

/** What follows an opening: how that picture meets the genre. */
export const GENRE_LINKS: readonly string[] = [
  ', which is {genre} territory.',
  ', a picture {a_genre} sleeve could use as it is.',
  '; {genre} has always been at home there.',
  ', and {genre} is the right soundtrack for it.',
  ', a good fit for {genre} made for {scene}.',
  ', not far from {scene}, where {genre} lives.',
  ', and {a_genre} crowd will see it too.',
  ', and {a_genre} set can grow out of that.',
  ', the sort of picture {genre} is made from.',
  ', which suits {genre} down to the ground.',
];

/** First sentences for a name whose words the engine cannot picture: the genre's own world. */
export const SCENE_SENTENCES: readonly string[] = [
  '{name} fits {genre} made for {scene}.',
  'Think of {scene}; {name} is {a_genre} name that goes with it.',
  'With {name} on the ticket, {genre} fans can already picture {scene}.',
  '{name} belongs to {genre} of the kind that conjures {scene}.',
  'Picture {scene}, with {name} as the {genre} act everyone came for.',
  '{name} sounds like {genre} heard against {scene}.',
  'For {genre} that brings {scene} to mind, {name} is a natural name.',
];

/** Second sentences when the vibe's words picture something. */
export const VIBE_SCENE_SENTENCES: readonly string[] = [
  'It suits a set that sounds like {vibe}.',
  'Put it on a record about {vibe} and it belongs.',
  'Next to {vibe}, the name needs no explaining.',
  'Your brief points at {vibe}, and the name does not pull against it.',
  'It leaves room for {vibe} in the music itself.',
  'Songs about {vibe} would sit comfortably under it.',
];

/** Second sentences when the vibe's words are adjectives for a sound. */
export const VIBE_ADJ_SENTENCES: readonly string[] = [
  'Give it the {adj} sound you describe and it comes into its own.',
  'Nothing in it fights the {adj} record you have in mind.',
  'For a band that plays as {adj} as your brief, it points the right way.',
  'It can carry a {adj} sound without spelling it out.',
  'Keep the music {adj}, as you describe it, and the two will match.',
];
