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
}

export const STORY_MOTIFS: readonly Motif[] = [
  {
    test: /\bto tape\b|\bon tape\b|\btape machine|reel-to-reel|\banalog(ue)? (gear|desk|console|recording)/,
    lines: ["Tape keeps what happened in the room, mistakes and all, on {band's} recordings.", "There is no undo button on tape: what {name} played is what is there."],
    toned: { Technical: ["Tape rules out endless comping and editing: {band's} takes have to hold up on their own."], Humorous: ['Tape: no undo button, and no second thoughts for {name}.'] },
  },
  {
    test: /\bin (?:one|two|three|four|five|six|seven|a single|a) (?:days?|nights?|weekends?|sessions?|week)\b|\bone take\b|\bfirst takes?\b/,
    lines: ['Working that fast leaves {name} no room for second-guessing.', 'Speed was the method for {name}: decide, commit, move on.'],
    toned: { Poetic: ["Fast work keeps the first spark of {band's} songs alive."], Edgy: ['No second-guessing, and {name} polish{nameEs} none of the life out of it.'] },
  },
  {
    test: /\bone room\b|\bsingle (?:mic|microphone)\b|\bone (?:mic|microphone)\b|\bno overdubs\b/,
    lines: ["What you hear on {band's} records is people playing together in one place, balancing themselves by ear.", 'Nothing is patched in afterwards; {name} make{nameS} the balance in the room.'],
    toned: { Poetic: ["The room is part of {band's} records: every breath and creak stays in."] },
  },
  {
    test: /\bslow(?:er|ly)?\b|\bpatien(?:t|ce)\b/,
    lines: ['Patience is the point for {name}.', "Nothing in {band's} music is hurried, and nothing is meant to be."],
    toned: { Dramatic: ["It is a deliberate discomfort, and it is the heart of {band's} music."], Humorous: ['Patience is a virtue; for {name} it is also a tempo.'] },
  },
  {
    test: /\btuned? (?:down|low)\b|\bdrop(?:ped)? tuning\b|\bdown-tuned\b/,
    lines: ["Everything in {band's} music sits lower and heavier for it."],
    toned: { Dramatic: ["Everything in {band's} music sits lower, heavier, closer to the ground."], Technical: ["Lower tunings trade brightness for mass, and that trade is {band's} aesthetic."] },
  },
  {
    test: /\bclosed\b|\bshut down\b|\bdemolished\b|\bno longer there\b|\bpulled down\b/,
    lines: ['The place is gone; what {name} started there is not.', 'The room is gone, but {name} carr{nameIes} on what began there.'],
    toned: { Humorous: ['The place did not survive {name}; the music did.'] },
  },
  {
    test: /\bmet (?:at|in|on|through|during|while)\b/,
    lines: ['Everything {name} {nameHas} done since grew out of that meeting.', 'Everything that followed for {name} grew from there.'],
    toned: { Poetic: ['Most of what matters starts that way, by accident, and {name} did too.'], Humorous: ['Nobody planned {name}, which is how the best plans go.'] },
  },
  {
    test: /\b(?:songs?|lyrics|tracks?|record|album|ep) (?:is|are|was|were) (?:all )?about\b|\bwrites? about\b|\bsings? about\b|\bwritten about\b/,
    lines: ["It is specific, and the specific is what lasts in {band's} songs.", 'Those are the subjects {name} keep{nameS} coming back to.'],
    toned: { Poetic: ['Small, particular lives: that is {band\'s} material, and it is enough.'], Edgy: ['No vague feelings from {name}: real things, named.'] },
  },
  {
    test: /\b(?:grew up|raised|childhood|as kids?|as a kid|as children)\b/,
    lines: ["That is where {band's} story starts.", "The roots of {band's} music go back that far."],
    toned: { Poetic: ["That is where {band's} roots are, and roots do not move."] },
  },
  {
    test: /\b(?:church|chapel|gospel|choir|congregation)\b/,
    lines: ["Something of that devotion never left {band's} music."],
    toned: { Humorous: ['The church may not approve of everything {name} did next.'] },
  },
  {
    test: /\b(?:self-taught|taught (?:himself|herself|themselves|myself|ourselves)|learned from (?:youtube|library books|records))\b/,
    lines: ['Nobody handed {name} the rules, so none were followed.', 'Learning alone meant {name} found a way nobody else would have shown.'],
  },
  {
    test: /\b(?:lockdown|pandemic|quarantine)\b/,
    lines: ["It began at a distance, which may be why {band's} music holds on so tight.", "A strange start, and it shaped everything {name} did after it."],
  },
  {
    test: /\bfield recordings?\b|\brecorded (?:outside|outdoors|in the open)\b/,
    lines: ["The world outside comes into {band's} music through the cracks.", "Real places get into {band's} music that way, one sound at a time."],
  },
  {
    test: /\b(?:garage|basement|cellar|shed|attic|bedroom|kitchen|railway arch|warehouse|barn|spare room|living room)\b/,
    lines: ['A small room and a lot of noise: the usual start, and {name} took it seriously.'],
    toned: { Dramatic: ["Every sound {name} made after was forged in rooms like that one."], Humorous: ['Every band starts in a room too small for its amplifiers, and {name} kept up the tradition.'] },
  },
  {
    test: /\b(?:family|father|mother|grandmother|grandfather|dad|mum|mom|sister|brother|cousin)s?\b/,
    lines: ["Family runs through {band's} story.", "It is, at root, a family story, and {name} tell{nameS} it that way."],
  },
  {
    test: /\b(?:foundry|factory|mill|mine|dockyard|shipyard|steelworks)\b/,
    lines: ["A working building for a working band: the setting is part of {band's} story."],
  },
  {
    test: /\bstarted as (?:a |an )?(?:side project|joke|hobby|lockdown project|one-off)\b|\bjust for fun\b/,
    lines: ['What began as a sideline did not stay one for {name}.'],
    toned: { Humorous: ['The joke, it turned out, had legs, and {name} still {nameIs} running on them.'] },
  },
  {
    test: /\bevery (?:song|track|album|record|ep|piece)\b/,
    lines: ["It is one of {band's} rules, and it has held.", 'That is the rule, and it is {band\'s} own.'],
  },
  {
    test: /\bstudied\b|\bconservato(?:ire|ry)\b|\bmusic school\b/,
    lines: ["The training is there in the detail of {band's} music, worn lightly."],
  },
  {
    test: /\bjam\b|\bjam session\b|\bopen mic\b/,
    lines: ['{Name} started the old way: people playing for the love of it, with nothing riding on it.'],
  },
];
