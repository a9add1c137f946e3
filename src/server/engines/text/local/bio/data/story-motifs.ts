// What a press writer draws out of a sentence the musician wrote: a recording made to tape, a room
// that has since closed, songs played slower than is comfortable. Each motif answers a sentence
// that names it, right after it, and adds no fact: it says what the musician's own detail means,
// never what happened besides. Lines are kept to their tone where the tone changes the words.
import type { Tone } from '../writer';

export interface Motif {
  /** Matched against the musician's sentence as typed (its first letter lower-cased): a name such as 'the Green Mill' is not a mill. */
  test: RegExp;
  /** Lines for every tone, then lines for some tones only. */
  lines: readonly string[];
  toned?: Partial<Record<Tone, readonly string[]>>;
  /** The {x} of the lines, from the words the test matched (the match itself when absent). */
  x?: (matched: string) => string;
}

export const STORY_MOTIFS: readonly Motif[] = [
  {
    test: /\bto tape\b|\bon tape\b|\btape machine|reel-to-reel|\banalog(ue)? (gear|desk|console|recording)/,
    lines: ["Tape keeps what happened in the room, mistakes and all, and {blendNoun} played that way has nowhere to hide.", "There is no undo button on tape: the {blendNoun} {name} played is the {blendNoun} you hear.", "Tape keeps the room in: a song played that way in {placeShort} has nowhere to hide.", 'On tape, the {trait1} side of the songs has nowhere to hide.'],
    toned: { Technical: ["Tape rules out endless comping and editing: {band's} {blendNoun} takes have to hold up on their own."], Humorous: ['Tape: no undo button, and no second thoughts for {band\'s} {blendNoun}.'] },
  },
  {
    test: /\bin (?:one|two|three|four|five|six|seven|a single|a) (?:days?|nights?|weekends?|sessions?|week)\b|\bone take\b|\bfirst takes?\b/,
    x: (m) => (m.startsWith('in ') ? m : m.startsWith('one') ? `in ${m}` : `on ${m}`),
    lines: ['Working {x} leaves no room for second-guessing, and {blendNoun} is better for it.', 'Speed was the method, {x}: decide, commit, move on, which suits {blendNoun} that lives on its first take.', 'Working {x} keeps the {trait1} edge of songs from {placeShort} from being sanded off.', 'Working {x} keeps the {trait1} side of the songs raw.'],
    toned: { Poetic: ["Fast work, {x}, keeps the first spark of {band's} {blendNoun} alive."], Edgy: ['{x}, no second-guessing, and {name} polish{nameEs} none of the life out of the {blendNoun}.'] },
  },
  {
    test: /\bone room\b|\bsingle (?:mic|microphone)\b|\bone (?:mic|microphone)\b|\bno overdubs\b/,
    x: (m) => ({ 'one room': 'everyone in one room', 'single mic': 'a single mic', 'one mic': 'one mic', 'no overdubs': 'no overdubs' })[m] ?? `a ${m}`,
    lines: ["With {x}, {blendNoun} is people playing together in one place, balancing themselves by ear.", 'With {x}, nothing is patched in afterwards; the balance of the {blendNoun} is made in the room.', 'With {x}, what you hear is the {trait1} sound of people balancing themselves by ear in {placeShort}.', 'With {x}, the {trait1} songs are people balancing themselves by ear.'],
    toned: { Poetic: ["With {x}, the room is part of the {blendNoun}: every breath and creak stays in."] },
  },
  {
    test: /\bslow(?:er|ly)?\b|\bpatien(?:t|ce)\b/,
    lines: ['Patience is the point of {band\'s} {blendNoun}.', "Nothing in {band's} {blendNoun} is hurried, and nothing is meant to be.", 'The {trait1} songs take their time, the way nothing else in {placeShort} does.', 'Nothing {trait1} is ever hurried, and these songs are not.'],
    toned: { Dramatic: ["It is a deliberate discomfort, and it is the heart of {band's} {blendNoun}."], Humorous: ['Patience is a virtue; in {band\'s} {blendNoun} it is also a tempo.'] },
  },
  {
    test: /\btuned? (?:down|low)\b|\bdrop(?:ped)? tuning\b|\bdown-tuned\b/,
    lines: ["Everything in {band's} {blendNoun} sits lower and heavier for it.", 'Everything sits lower and heavier for it, which suits {trait1} songs from {placeShort}.', 'Lower and heavier: the tuning suits songs this {trait1}.'],
    toned: { Dramatic: ["Everything in {band's} {blendNoun} sits lower, heavier, closer to the ground."], Technical: ["Lower tunings trade brightness for mass, and that trade is the aesthetic of {band's} {blendNoun}."] },
  },
  {
    test: /\bclosed\b|\bshut down\b|\bdemolished\b|\bno longer there\b|\bpulled down\b/,
    x: (m) => (m === 'demolished' || m === 'pulled down' ? `been ${m}` : m === 'no longer there' ? 'gone' : m),
    lines: ['The place has {x}; the {blendNoun} {name} started there has not.', 'The room has {x}, but the {blendNoun} that began there carries on.', 'The place has {x}; what began there in {placeShort} has not.', 'The place has {x}; the {trait1} songs that began there have not.'],
    toned: { Humorous: ['The place has {x}; the {blendNoun} outlived it.'] },
  },
  {
    test: /\bmet (?:at|in|on|through|during|while)\b/,
    lines: ['All the {blendNoun} {name} {nameHas} made since grew out of that meeting.', 'Every {blend} song that followed grew from there.', 'Everything {name} {nameHas} made in {placeShort} since grew out of that meeting.', 'The {trait1} songs that followed all grew out of that meeting.'],
    toned: { Poetic: ['Most of what matters starts that way, by accident, and {band\'s} {blendNoun} did too.'], Humorous: ['Nobody planned {band\'s} {blendNoun}, which is how the best plans go.'] },
  },
  {
    test: /\b(?:songs?|lyrics|tracks?|record|album|ep) (?:is|are|was|were) (?:all )?about\b|\bwrites? about\b|\bsings? about\b|\bwritten about\b/,
    lines: ["It is specific, and the specific is what lasts in {blend} songs.", 'Those are the subjects {band\'s} {blendNoun} keeps coming back to.', 'Those are the subjects {name} keep{nameS} coming back to, {placeShort} first among them.', 'It is specific, and the specific is what keeps {trait1} songs from going vague.'],
    toned: { Poetic: ['Small, particular lives: that is the material of {band\'s} {blendNoun}, and it is enough.'], Edgy: ['No vague feelings in {band\'s} {blendNoun}: real things, named.'] },
  },
  {
    test: /\b(?:grew up|raised|childhood|as kids?|as a kid|as children)\b/,
    lines: ["That is where {band's} {blendNoun} starts.", "The roots of {band's} {blendNoun} go back that far.", 'That is where the {trait1} streak in the songs comes from, long before {placeShort} heard them.', 'That is where the {trait1} streak in the songs starts.'],
    toned: { Poetic: ["That is where the roots of {band's} {blendNoun} are, and roots do not move."] },
  },
  {
    test: /\b(?:church|chapel|gospel|choir|congregation)\b/,
    lines: ["Something of the {x} never left {band's} {blendNoun}.", "The {x} is still audible in {band's} {blendNoun}, if you know where to listen.", 'Something of the {x} never left, and the {trait1} songs still carry it into every room in {placeShort}.', 'Something of the {x} never left the {trait1} songs.'],
    toned: { Humorous: ['The {x} may not approve of all the {blendNoun} {name} made next.'] },
  },
  {
    test: /\b(?:self-taught|taught (?:himself|herself|themselves|myself|ourselves)|learned from (?:youtube|library books|records))\b/,
    lines: ['Nobody handed {name} the rules of {blendNoun}, so none were followed.', 'Learning alone meant finding a way into {blendNoun} nobody else would have shown.', 'Nobody handed {name} the rules in {placeShort}, so none were followed.', 'Nobody handed over the rules, so the {trait1} songs follow none.'],
  },
  {
    test: /\b(?:lockdown|pandemic|quarantine)\b/,
    x: (m) => (m === 'pandemic' ? 'the pandemic' : m),
    lines: ["It began at a distance, in {x}, which may be why {band's} {blendNoun} holds on so tight.", "A start in {x}, and it shaped all the {blendNoun} {name} made after it.", 'A start in {x}, in {placeShort}, and the {trait1} songs it shaped still carry it.', 'A start in {x}, and the {trait1} songs still carry it.'],
  },
  {
    test: /\bfield recordings?\b|\brecorded (?:outside|outdoors|in the open)\b/,
    lines: ["The world outside comes into {band's} {blendNoun} through the cracks.", "Real places get into {band's} {blendNoun} that way, one sound at a time.", 'The world outside {placeShort} comes into the songs through the cracks.', 'The world outside gets into the {trait1} songs through the cracks.'],
  },
  {
    test: /\b(?:garage|basement|cellar|shed|attic|bedroom|kitchen|railway arch|warehouse|barn|spare room|living room)\b/,
    lines: ['One {x} and a lot of {blendNoun}: a small start, and {name} took it seriously.', 'One {x} in {placeShort} and a lot of noise: a small start, taken seriously.', 'One {x} and a lot of noise: a small start for {a:trait1} {act}, taken seriously.'],
    toned: { Dramatic: ["Every {blendNoun} sound {name} made after was forged in that {x}."], Humorous: ['One {x} is too small for {blendNoun} at full volume, and {name} found that out.'] },
  },
  {
    test: /\b(?:family|father|mother|grandmother|grandfather|dad|mum|mom|sister|brother|cousin)s?\b/,
    lines: ["Family runs through {band's} {blendNoun}.", "It is, at root, a family story, and {band's} {blendNoun} tells it that way.", 'Family runs through the story, from {placeShort} on.', 'Family runs through the {trait1} songs as much as through the story.'],
  },
  {
    test: /\b(?:foundry|factory|mill|mine|dockyard|shipyard|steelworks)\b/,
    lines: ["A {x} for a working {blendNoun} {act}: the setting is part of {band's} story.", 'A {x} in {placeShort}: the setting is part of the story.', 'A {x} for {a:trait1} {act}: the setting is part of the story.'],
  },
  {
    test: /\bstarted as (?:a |an )?(?:side project|joke|hobby|lockdown project|one-off)\b|\bjust for fun\b/,
    x: (m) => (m === 'just for fun' ? 'bit of fun' : m.replace(/^started as (?:an? )?/, '')),
    lines: ['What began as {a:x} did not stay one: {band\'s} {blendNoun} outgrew it.', 'What began as {a:x} in {placeShort} did not stay one.', 'What began as {a:x} did not stay one, and the {trait1} songs are the proof.'],
    toned: { Humorous: ['The {x}, it turned out, had legs, and {band\'s} {blendNoun} is still running on them.'] },
  },
  {
    test: /\bevery (?:song|track|album|record|ep|piece)\b/,
    lines: ["It is one of {band's} rules for {blendNoun}, and it has held.", 'That is the rule for {x} {name} make{nameS}, and it is {band\'s} own.', 'It is one of the rules that keep the songs {trait1}, and it has held from {placeShort} outwards.', 'It is one of the rules that keep the songs {trait1}, and it has held.'],
  },
  {
    test: /\bstudied\b|\bconservato(?:ire|ry)\b|\bmusic school\b/,
    lines: ["The training is there in the detail of {band's} {blendNoun}, worn lightly.", 'The training is there in the detail of the {trait1} songs from {placeShort}, worn lightly.', 'The training is there in the detail of the {trait1} songs, worn lightly.'],
  },
  {
    test: /\bjam\b|\bjam session\b|\bopen mic\b/,
    lines: ['{Name} started the old way, at {a:x}: people playing {blendNoun} for the love of it, with nothing riding on it.', '{Name} started the old way, at {a:x} in {placeShort}, with nothing riding on it.', '{Name} started the old way, at {a:x}, with nothing riding on it but {trait1} songs.'],
  },
];
