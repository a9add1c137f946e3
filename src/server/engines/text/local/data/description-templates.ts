// Sentence templates for name descriptions. Placeholders:
//   {name} the band name · {genre} the genre in prose ('doom metal') · {a_genre} with its article
//   {vibe} the visitor's vibe · {a_vibe} with its article · {word} a noun from the name ('monolith')
//   {scene} genre imagery · {mood} a genre adjective · {a_mood} with its article · {fans} influences
//   {lent} a word the name shares with an influence · {source} that influence
// A description is one or two sentences; together they always name the genre, and the vibe when
// one was given (describe-name.ts picks from the lists by what they mention). Articles are set by
// sound after filling (english.ts), so 'a {vibe}' is safe whatever the vibe starts with.
// A sentence says only what is true of the name: its words, its sound, the genre it fits. No
// template claims the name is unused: that is the "Is it taken?" check's job, not a sentence's.
// First sentences start in many different ways, so no opening is worn out over a page of results.

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
  'On the poster for {a_vibe} {genre} night, {name} would sit right at the top.',
  'With {name}, the {vibe} mood you asked for meets the old instincts of {genre}.',
  'Everything about {name} leans {vibe}, which is exactly where good {genre} lives.',
  'If your {genre} is meant to feel {vibe}, {name} gets there before the first note.',
  '{name}: a {genre} name for a {vibe} record, with the {word} doing the heavy lifting.',
  'Here is {a_genre} name with a {vibe} pulse: {name}.',
  'Imagine the {vibe} {genre} record {name} would put out first.',
  'Few {genre} words carry a {vibe} feeling as well as the {word} does, and {name} knows it.',
  'As {a_vibe} {genre} name, {name} does the job without trying too hard.',
  'Somewhere between {genre} and a {vibe} daydream sits {name}.',
  'Try {name} on a {genre} flyer and the {vibe} mood is there already.',
  'Under the {vibe} surface, {name} is pure {genre}.',
  'Call it {a_vibe} {genre} name with a story: {name}.',
  'Written on a {genre} setlist, {name} reads as {vibe} as you wanted.',
  'Crowds at {a_genre} show would get the {vibe} side of {name} at once.',
  'Good {genre} names hint at a mood, and {name} hints at a {vibe} one.',
  'Nothing about {name} fights the {vibe} brief, and {genre} fans will hear why.',
  'Start with {genre}, add something {vibe}, and you get {name}.',
  'Like its {word}, {name} has a {vibe} glow that suits {genre}.',
  'Most {genre} names shout; {name} sets a {vibe} mood instead.',
  'Plainly {genre}, quietly {vibe}: {name}.',
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
  'Here is {a_mood} one for {genre}: {name}.',
  'Imagine {name} printed across {a_genre} tour poster.',
  'Few {genre} names lean on the {word} the way {name} does.',
  'As {genre} names go, {name} is {a_mood} one.',
  'Somewhere on a {genre} bill tonight, {name} is tuning up.',
  'Try {name} on a {genre} flyer and see how it sits.',
  'Under the {word}, {name} is {mood} {genre} through and through.',
  'Call it {a_mood} {genre} name: {name}.',
  'Written on a {genre} setlist, {name} looks the part.',
  'Crowds at {a_genre} show would shout {name} back at the stage.',
  'Good {genre} names paint a picture, and {name} paints {scene}.',
  'Nothing about {name} feels borrowed from the {genre} shelf.',
  'Start a {genre} band, call it {name}, and the artwork writes itself.',
  'Like the {word} it names, {name} has weight for {genre}.',
  'Most {genre} names blur together; {name} has {a_mood} edge.',
  'Plainly {genre} and a little {mood}: {name}.',
  'One look at {name} and a {genre} crowd knows what to expect.',
  'Picked for {genre}, {name} keeps the {word} in plain sight.',
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
  'Your {vibe} brief is all over it.',
  'A {vibe} record would wear it well.',
  'Anyone after a {vibe} sound would get it at once.',
  'Heard over something {vibe}, it makes sense straight away.',
];

/** Optional second sentences with imagery; templates with {word} need a noun from the name. */
export const EXTRAS: readonly string[] = [
  'The {word} does most of the work here, and it works.',
  'It conjures {scene}.',
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

/** Extras for a name with influences given: they say where the name might be heard, no more. */
export const FAN_EXTRAS: readonly string[] = [
  'Fans of {fans} would feel right at home.',
  'It would sit nicely on a playlist next to {fans}.',
];

/** Extras for a name that really uses a word from an influence's name. */
export const NOD_EXTRAS: readonly string[] = [
  'The {lent} is a nod to {source}, without lifting their name.',
  'Borrowing the {lent} from {source} gives it a family tree.',
];

/** Extras for a single invented word (no {word} to point at). */
export const INVENTED_EXTRAS: readonly string[] = [
  'The made-up word gives it a mythology of its own.',
  'It sounds like a place you have heard of but could never find on a map.',
  'A coined word: nothing to explain, everything to fill in.',
];

/** Extras for a fused compound. */
export const COMPOUND_EXTRAS: readonly string[] = [
  'Two words fused into one, like a band that has always been a unit.',
  'Two familiar words welded into a new one: the best kind of band name.',
];
