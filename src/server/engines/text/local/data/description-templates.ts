// Sentence templates for name descriptions. Placeholders:
//   {name} the band name · {genre} the genre in prose ('doom metal') · {a_genre} with its article
//   {feel} an adjective for what the vibe means ('glacial' for 'slow and crushing'), never the
//   vibe's own text · {a_feel} with its article · {word} a noun from the name ('monolith')
//   {scene} genre imagery · {mood} a genre adjective · {a_mood} with its article · {fans} influences
// A description is one or two sentences; together they always name the genre, and what the vibe
// means when the engine knows the vibe's words (describe-name.ts picks from the lists by what they
// mention). Articles are set by sound after filling (english.ts).
// A sentence says only what is true of the name and of any act in any genre: its words, its
// sound, the genre it fits. No instrument a genre may not have (no drums for a DJ, no drummer for
// a folk duo), no claim the name is unused (the "Is it taken?" check's job), no claim a word is
// coined. 'Act', not 'band': a trap or techno name is often one person.
// First sentences start in many different ways, so no opening is worn out over a page of results.

/** Mention the genre and the vibe's meaning. */
export const GENRE_AND_FEEL: readonly string[] = [
  '{name} sounds like {a_genre} act with a {feel} streak.',
  'For {genre} with a {feel} edge, {name} fits like a glove.',
  'There is something {feel} about {name}, and it suits {genre}.',
  'Picture {scene}: {name} brings that {feel} mood to {genre}.',
  '{name} feels made for {genre} with a {feel} pulse running through it.',
  'Built around the {word}, {name} gives your {genre} a {feel} air.',
  'Say {name} out loud and the {feel} {genre} set is already playing.',
  '{name} is the kind of name {a_feel} {genre} act grows into.',
  'The {word} in {name} gives this {genre} pick its {feel} pull.',
  'On the poster for {a_feel} {genre} night, {name} would sit right at the top.',
  'Everything about {name} leans {feel}, which is where your {genre} is headed.',
  'If your {genre} is meant to feel {feel}, {name} gets there before the first note.',
  'Here is {a_genre} name with a {feel} heart: {name}.',
  'Somewhere between {genre} and a {feel} daydream sits {name}.',
  'Good {genre} names hint at a mood, and {name} hints at a {feel} one.',
  'Plainly {genre}, quietly {feel}: {name}.',
];

/** Mention the genre only. */
export const GENRE_ONLY: readonly [string, ...string[]] = [
  '{name} sounds like {a_genre} act you would follow from the first record.',
  '{name}: {a_mood} {genre} name with the {word} at its core.',
  '{name} has the ring of {a_genre} act that has been on the circuit for years.',
  '{name} belongs on {a_genre} bill, right between two acts you already love.',
  'Picture {scene}: that is where {name} makes {genre}.',
  '{mood} and unmistakably {genre}, {name} sticks after one hearing.',
  'There is a real {genre} story hiding in {name}.',
  '{name} takes the {word} and turns it into a {genre} calling card.',
  '{name} would look right on a {genre} festival line-up, and sound even better.',
  'Any {genre} fan would stop scrolling at {name}.',
  '{name} is {a_genre} name with {a_mood} streak and plenty of character.',
  'Made for {genre}, {name} carries the image of {scene}.',
  'You can almost hear the {genre} record spinning when you read {name}.',
  '{name} gives {genre} a name that feels lived in from day one.',
  'Here is {a_mood} one for {genre}: {name}.',
  'Imagine {name} printed across {a_genre} flyer.',
  'Few {genre} names lean on the {word} the way {name} does.',
  'As {genre} names go, {name} is {a_mood} one.',
  'Try {name} on a {genre} flyer and see how it sits.',
  'Call it {a_mood} {genre} name: {name}.',
  'Written on a {genre} line-up, {name} looks the part.',
  'Good {genre} names paint a picture, and {name} paints {scene}.',
  'Nothing about {name} feels borrowed from the {genre} shelf.',
  'Call your {genre} project {name} and the artwork writes itself.',
  'Most {genre} names blur together; {name} has {a_mood} edge.',
  'Plainly {genre} and a little {mood}: {name}.',
  'One look at {name} and a {genre} crowd knows what to expect.',
  'Picked for {genre}, {name} keeps the {word} in plain sight.',
];

/** Mention the vibe's meaning only (paired with a GENRE_ONLY sentence). */
export const FEEL_ONLY: readonly [string, ...string[]] = [
  'It keeps the {feel} mood you asked for without spelling it out.',
  'The {feel} side of your sound comes through in every syllable.',
  'It leans {feel}, as your brief does.',
  'Play anything {feel} under it and it clicks.',
  'It carries {a_feel} atmosphere from the first word.',
  'The {word} gives it the {feel} character you were after.',
  'It suits a {feel} set down to the ground.',
  'Anyone after a {feel} sound would get it at once.',
];

/** Optional second sentences with imagery; templates with {word} need a noun from the name. */
export const EXTRAS: readonly string[] = [
  'The {word} does most of the work here, and it works.',
  'It conjures {scene}.',
  'It is the kind of name that sells a T-shirt on its own.',
  'One listen and the {word} sticks.',
  'It sounds old and new at the same time, which is a good sign.',
  'Shout it from the back of a club and people will know who you mean.',
  'There is room for a whole album about the {word}.',
  'It rolls off the tongue and leaves the {word} hanging in the air.',
  'It looks as good on a line-up as it does on a poster.',
  'Merch designers will have a field day with the {word}.',
];

/** Extras for a name with influences given: they say where the name might be heard, no more. */
export const FAN_EXTRAS: readonly string[] = [
  'Fans of {fans} would feel right at home.',
  'It would sit nicely on a playlist next to {fans}.',
];

/** Extras for a name of one word. */
export const ONE_WORD_EXTRAS: readonly string[] = [
  'One word, easy to say and hard to forget.',
  'A single word that fills a poster on its own.',
  'Short enough to shout, strong enough to print.',
];

/** Extras for a fused compound. */
export const COMPOUND_EXTRAS: readonly string[] = [
  'Two words fused into one, like an act that has always been a unit.',
  'Two familiar words welded into a new one: the best kind of name.',
];
