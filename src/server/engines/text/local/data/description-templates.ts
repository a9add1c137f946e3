// Sentence templates for name descriptions. Placeholders:
//   {name} the band name · {genre} the genre in prose ('doom metal') · {a_genre} with its article
//   {vibe} the visitor's vibe · {a_vibe} with its article · {word} a noun from the name ('monolith')
//   {scene} genre imagery · {mood} a genre adjective · {a_mood} with its article · {fans} influences
// A description is one or two sentences; together they always name the genre, and the vibe when
// one was given (describe-name.ts picks from the lists by what they mention).

/** Mention the genre and the vibe. */
export const GENRE_AND_VIBE: readonly string[] = [
  '{name} sounds like {a_genre} band that lives and breathes a {vibe} mood.',
  '{a_vibe} {genre} outfit with the {word} front and centre: that is {name}.',
  '{name} wears its {vibe} heart on its sleeve, and any {genre} crowd will hear it straight away.',
  'There is something about {name} that nails the {vibe} side of {genre}.',
  'Picture {scene}: that is the {vibe} {genre} world {name} comes from.',
  '{name} feels made for {genre} with a {vibe} streak running right through it.',
  'Built around the {word}, {name} gives your {genre} a {vibe} edge.',
  'For {genre} that is all about a {vibe} feel, {name} says a lot {in_words}.',
  'Say {name} out loud and you can already hear the {vibe} {genre} set.',
  '{name} is the kind of name {a_vibe} {genre} act ends up growing into.',
  'The {word} in {name} gives this {genre} pick its {vibe} pull.',
  '{name} would look right at the top of the poster for {a_vibe} {genre} night.',
  'With {name}, the {vibe} mood you asked for meets the old instincts of {genre}.',
  'Everything about {name} leans {vibe}, which is exactly where good {genre} lives.',
  'If your {genre} is meant to feel {vibe}, {name} gets there before the first note.',
  '{name}: a {genre} name for a {vibe} record, with the {word} doing the heavy lifting.',
];

/** Mention the genre only. */
export const GENRE_ONLY: readonly [string, ...string[]] = [
  '{name} sounds like {a_genre} band you would follow from the first record.',
  '{name}: {a_mood} {genre} name with the {word} at its core.',
  '{name} has the ring of {a_genre} act that has been playing the circuit for years.',
  '{name} belongs on {a_genre} bill, right between two bands you already love.',
  'Picture {scene}: that is where {name} makes {genre}.',
  '{mood} and unmistakably {genre}, {name} sticks after one hearing.',
  'There is a real {genre} story hiding in {name}.',
  '{name} takes the {word} and turns it into a {genre} calling card.',
  '{name} would look right on a {genre} festival line-up, and sound even better.',
  'Any {genre} fan would stop scrolling at {name}.',
  '{name} is {a_genre} name with {a_mood} streak and plenty of character.',
  'Made for {genre}, {name} carries the image of {scene}.',
  'You can almost hear the {genre} record sleeve crackle when you read {name}.',
  '{name} gives {genre} a name that feels lived in from day one.',
];

/** Mention the vibe only (paired with a GENRE_ONLY sentence). */
export const VIBE_ONLY: readonly [string, ...string[]] = [
  'It keeps the {vibe} feel you asked for without spelling it out.',
  'The {vibe} mood comes through in every syllable.',
  'It leans into the {vibe} brief and does not let go.',
  'Play anything {vibe} under it and it clicks.',
  'It carries that {vibe} atmosphere from the first word.',
  'The {word} gives it the {vibe} character you were after.',
  'It suits a {vibe} set down to the ground.',
  'Think {vibe}, then turn it up a notch.',
];

/** Optional second sentences with imagery; templates with {word} need a noun from the name. */
export const EXTRAS: readonly string[] = [
  'The {word} does most of the work here, and it works.',
  'It conjures {scene}.',
  'Easy to remember, hard to mistake for anyone else.',
  'It would look great stencilled on a kick drum.',
  'It is the kind of name that sells a T-shirt on its own.',
  'One listen and the {word} sticks.',
  'It sounds old and new at the same time, which is a good sign.',
  'Shout it from the back of a club and people will know who you mean.',
  'There is room for a whole album of songs about the {word}.',
  'It rolls off the tongue and leaves the {word} hanging in the air.',
  'It looks as good on a setlist as it does on a gig poster.',
  'Think {scene}, then add a drummer.',
  'Merch designers will have a field day with the {word}.',
];

/** Extras for a name with influences given. */
export const FAN_EXTRAS: readonly string[] = [
  'Fans of {fans} would feel right at home.',
  'There is a nod to {fans} in there, without lifting their name.',
  'It would sit nicely on a playlist next to {fans}.',
];

/** Extras for a single invented word (no {word} to point at). */
export const INVENTED_EXTRAS: readonly string[] = [
  'The made-up word gives it a mythology of its own.',
  'Nobody else is called that, which is half the battle.',
  'It sounds like a place you have heard of but could never find on a map.',
];

/** Extras for a fused compound. */
export const COMPOUND_EXTRAS: readonly string[] = [
  'Two words fused into one, like a band that has always been a unit.',
  'Two familiar words welded into a new one: the best kind of band name.',
];
