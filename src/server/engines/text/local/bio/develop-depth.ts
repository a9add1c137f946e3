// The longer lengths' extra depth, made only of what the form holds: each member's part in this
// genre's sound, what each achievement meant to the band (never a new number or name), and a
// framing line for each focus area. Each is made of the band's own members, instruments and facts;
// ranked after everything else, so only a bio still short of its length takes them.
import type { AchievementFact, FocusFact, MemberFact } from './bio-facts';
import { newBlock, type Composer } from './composer';
import { partPhrases } from './develop-sound';
import type { Block } from './bio-blocks';
import { withArticle } from '../english';
import { joinList } from './text-tools';
import type { Template } from './writer';

/** A rank after every other piece: kept only when the bio is short of its minimum. */
const DEPTH_RANK = 6;

/** The member's first named instrument with something to say of it, lower case ('guitar'), and one of its phrases. */
function mainPart(m: MemberFact, pickIndex: number): { part: string; phrase: string } | null {
  for (const raw of m.parts) {
    const part = raw.toLowerCase().replace(/^(lead|rhythm|backing)\s+/, '').trim();
    const phrases = partPhrases(part);
    if (phrases && phrases.length > 0) return { part, phrase: phrases[pickIndex % phrases.length] ?? '' };
  }
  return null;
}

/** 'add the long, crying lines' said of one subject: 'adds the long, crying lines'. */
function thirdPerson(phrase: string): string {
  return phrase.replace(/^(\S+)/, (verb) => (/(s|sh|ch|x|z|o)$/.test(verb) ? `${verb}es` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`));
}

const possessive = (name: string) => `${name}'s`;

/** How the sentence opens around the singer, by tone; {voice} is 'June's voice'. */
const VOICE_OPENINGS: Readonly<Record<string, readonly string[]>> = {
  Poetic: ['Around {voice}, the parts settle into place:', 'Under {voice}, the music takes its shape:'],
  Dramatic: ['{Voice} leads, and everything else closes in behind it:', 'Behind {voice}, the parts lock together:'],
  Humorous: ['{Voice} gets the words, and the instruments get the jobs:', 'While {voice} takes the words,'],
  Edgy: ['{Voice} up front;', 'Behind {voice},'],
};
const DEFAULT_OPENINGS = ['Around {voice},', 'Under {voice},', 'Behind {voice},'];

/**
 * One or two sentences on how the members' parts fit together in this genre's sound ('Around June's
 * voice, Dale's pedal steel adds the long, crying lines, Marcus's upright bass walks underneath and
 * Hollis's drums keep the pace'), made of the line-up the form gives and what each instrument does.
 */
export function memberDepth(c: Composer): string[] {
  const { f, w } = c;
  if (f.solo) return [];
  const turn = Math.floor(w.rng.next() * 3);
  const firstOf = (m: MemberFact) => m.name.trim().split(/\s+/)[0] ?? '';
  const singer = f.members.find((m) => firstOf(m) && m.parts.some((p) => /vocal|voice|sing/i.test(p)) && !/\b(rapper|mc|emcee|rap)\b/i.test(m.role ?? ''));
  const clauses: string[] = [];
  let singersOwn: string | null = null;
  f.members.forEach((m, i) => {
    const first = firstOf(m);
    const main = first ? mainPart(m, turn + i) : null;
    if (!main) return;
    // 'the drums keep', 'the bass holds'.
    const plural = /s$/.test(main.part) && !/(bass|ss)$/.test(main.part);
    const verb = plural ? main.phrase : thirdPerson(main.phrase);
    // The singer's own instrument comes last ('and Theo's own trumpet takes the lead lines'), not straight after 'Around Theo's voice'.
    if (m === singer) singersOwn = `${possessive(first)} own ${main.part} ${verb}`;
    else clauses.push(`${possessive(first)} ${main.part} ${verb}`);
  });
  if (singersOwn) clauses.push(singersOwn);
  if (clauses.length < 2 && !(singer && clauses.length === 1)) return [];
  const opening = singer
    ? (() => {
        const pool = VOICE_OPENINGS[w.tone] ?? DEFAULT_OPENINGS;
        const voice = `${possessive(firstOf(singer))} voice`;
        return (pool[turn % pool.length] ?? 'Around {voice},').replace('{voice}', voice).replace('{Voice}', voice);
      })()
    : null;
  // Four parts read as one sentence; a bigger line-up goes on in a second.
  const head = clauses.slice(0, clauses.length > 4 ? 3 : 4);
  const rest = clauses.slice(head.length);
  const first = opening ? `${opening} ${joinList(head)}.` : `${joinList(head).replace(/^./, (ch) => ch.toUpperCase())}.`;
  const out = rest.length > 0 ? [first, `${joinList(rest).replace(/^./, (ch) => ch.toUpperCase())}.`] : [first];
  if (f.request.length === 'Long' || f.request.length === 'Extended') out.push(...pairings(c, firstOf));
  if (f.request.length === 'Extended') out.push(...secondParts(c, firstOf, turn));
  return out;
}

/** Each frame once, so the members' lines never read as one sentence with the names swapped. */
const SECOND_PART_LINES: readonly string[] = [
  "When a song needs to {phrase}, it goes to {first}'s {part}.",
  'It is {first} who has to {phrase}, on {part}.',
  "{first}'s {part} is also what lets the songs {phrase}.",
  'Put {first} on {part} and the job is to {phrase}.',
];

/** An Extended bio's second line on a few members: what else their instrument does, each in its own frame. */
function secondParts(c: Composer, firstOf: (m: MemberFact) => string, turn: number): string[] {
  const out: string[] = [];
  c.f.members.slice(0, SECOND_PART_LINES.length).forEach((m, i) => {
    const first = firstOf(m);
    const raw = m.parts.find((p) => partPhrases(p.toLowerCase())?.length);
    const phrases = raw ? partPhrases(raw.toLowerCase().replace(/^(lead|rhythm|backing)\s+/, '')) : null;
    // Only an instrument with a second thing to say: the first was said in the line-up sentence.
    if (!first || !raw || !phrases || phrases.length < 2) return;
    const part = raw.toLowerCase().replace(/^(lead|rhythm|backing)\s+/, '');
    const phrase = phrases[(turn + i + 1) % phrases.length] ?? '';
    let frame = SECOND_PART_LINES[(turn + i) % SECOND_PART_LINES.length] ?? '';
    // 'When a song needs to lay down the shape of each song' says 'song' twice: a frame without it takes the phrase.
    if (/\bsongs?\b/.test(phrase) && /\bsongs?\b/.test(frame)) frame = SECOND_PART_LINES.find((l) => !/\bsongs?\b/.test(l)) ?? frame;
    const text = frame.replace('{first}', first).replace('{part}', part).replace('{a:part}', withArticle(part)).replace('{phrase}', phrase);
    out.push(text.charAt(0).toUpperCase() + text.slice(1));
  });
  return out;
}

/** The bass and drums, and the melody players, the line-up holds, named as pairs ('Marcus and Hollis lock together underneath…'). */
function pairings(c: Composer, firstOf: (m: MemberFact) => string): string[] {
  const { f } = c;
  const out: string[] = [];
  // More than one voice in the line-up is a fact the form gives, and a sound of its own.
  const singers = f.members.filter((m) => firstOf(m) && m.parts.some((p) => /vocal|voice|sing/i.test(p)));
  if (singers.length >= 2) {
    out.push(`With ${joinList(singers.map(firstOf))} all singing, {band's} songs have more than one voice to lean on.`.replace(' all singing', singers.length === 2 ? ' both singing' : ' all singing'));
  }
  const bass = f.members.find((m) => firstOf(m) && m.family === 'bass');
  const drums = f.members.find((m) => firstOf(m) && ['drums', 'electronics', 'decks'].includes(m.family ?? '') && m !== bass);
  if (bass && drums) {
    out.push(c.w.pick([
      `Between them, ${firstOf(bass)} and ${firstOf(drums)} hold down the bottom end, and everything else in {band's} {blendNoun} stands on it.`,
      `${firstOf(bass)} and ${firstOf(drums)} lock together underneath, which leaves the rest of {name} free to move.`,
    ]) ?? '');
  }
  const melodic = f.members.filter((m) => firstOf(m) && m.family !== null && ['guitar', 'keys', 'strings', 'horns'].includes(m.family));
  const [a, b] = melodic;
  const partOf = (m: MemberFact) => (m.parts.find((p) => !/vocal|voice|sing/i.test(p)) ?? m.instrument).toLowerCase();
  if (a && b && partOf(a) !== partOf(b)) {
    out.push(`Above ${bass && drums ? 'them' : 'it all'}, ${firstOf(a)} and ${firstOf(b)} share the space, ${partOf(a)} against ${partOf(b)}.`);
  }
  return out.filter(Boolean).map((line) => c.w.fill(line));
}

/**
 * What a kind of achievement means to the band, said of the kind rather than of one entry (the entry
 * itself is told where the plan puts it). Each line holds the band's genre words and one more of its
 * facts (a place, a trait), so no two bands of different genres read the same sentence.
 */
const ACHIEVEMENT_MEANING: Readonly<Partial<Record<AchievementFact['kind'], readonly Template[]>>> = {
  // Not 'each record moves their music out of the rehearsal room': a line any band's bio could carry, read as padding.
  release: [
    'A record takes {band\'s} {blendNoun} out of {placeShort} and into rooms {they} will never see.',
    'Every release is a chance for {band\'s} {trait1} {blendNoun} to find the people it was made for.',
  ],
  live: [
    'Night after night, {instruments} have to win over people who came for someone else, and the {trait1} songs are built for that.',
    'Every night {name} play{nameS} {blendNoun} to people who have never heard {them} is a test of the songs.',
    'Playing {blendNoun} outside {placeShort} to strangers is where {band\'s} songs prove themselves.',
    '{a:trait1} {blend} song has to hold a room of strangers, and that is the test {band} put{s} {their} songs to.',
  ],
  press: [
    'Being written about means the {trait1} side of {band} is heard by people who have never stood near {their} {instruments}.',
    'Being written about tells {name} that {their} {blendNoun} is reaching past the people who already knew it.',
    'Press beyond {placeShort} means {band\'s} {blendNoun} is travelling without {them}.',
  ],
  award: [
    'Recognition lands differently for {a:trait1} {act}: it says the work behind the songs was heard.',
    'Recognition matters to {name} as a sign that {their} {blendNoun} is landing with people outside the {act}.',
    'An honour from outside {placeShort} says the {trait1} {blendNoun} {band} make{s} carries further than home.',
  ],
};

/** What the band's achievements meant, one sentence for each kind the form gave, in the form's order. */
export function achievementDepth(c: Composer): string[] {
  const { f, w } = c;
  const kinds = [...new Set(f.achievements.map((a) => a.kind))];
  return kinds.flatMap((kind) => {
    const pool = ACHIEVEMENT_MEANING[kind];
    const line = pool ? w.pick(pool) : null;
    return line ? [line] : [];
  });
}

/** A framing line for each focus area, made of the band's genre words and another of its facts where given. */
const FOCUS_FRAME: Readonly<Record<FocusFact['area'], readonly Template[]>> = {
  'Musical Evolution': ['The change shows in how {instruments} are used now, and {they} tell it {their} {trait1} way.', 'How {band\'s} {blendNoun} has changed is a story {they} tell in {their} own words.', 'The {blendNoun} of {band\'s} early days and the {trait1} {blendNoun} of now are not the same music, and {they} say why.'],
  'Personal Struggles': ['{a:trait1} {act} on {instruments} does not come out of an easy time, and {band} {does} not pretend otherwise.', 'The hard parts belong in {band\'s} story as much as the good ones, and {their} {blendNoun} leaves none of them out.', '{a:trait1} {blend} record does not come from an easy life, and {band} {does} not pretend otherwise.'],
  'Creative Process': ['How {a:blend} song gets made says a lot about the people making it, and {band} {nameHas} a method.', 'In {band\'s} hands, {instruments} go into the {blendNoun} in an order of {their} own.'],
  'Industry Journey': ['{a:trait1} {act} learns the business the hard way, and {band} chose {their} own terms.', 'The business side shapes {a:blend} {act} as much as the music, and {band} went about it {their} own way.', 'Few {blend} acts from {placeShort} get through the business side unchanged, and {band} chose {their} own terms.'],
  'Cultural Impact': ['Songs this {trait1} travel beyond the people who made them, and that is where {they} want them.', '{Band\'s} {blendNoun} means something beyond its songs when people take it as their own.', 'In {placeShort}, {band\'s} {blendNoun} has become more than a set of songs.'],
  'Live Performances': ['On a stage, {instruments} have to carry the {trait1} songs without a safety net.', 'Playing is where {band\'s} {blendNoun} is tested, and {they} take that test seriously.', '{a:trait1} {blend} set is only as good as the room lets it be, and {band} work{s} the room.'],
  Collaborations: ['Working with others opens {a:blend} {act} up, and {band} {nameHas} let other voices in.', 'Other voices in {band\'s} {blendNoun} pull {instruments} somewhere new.'],
  'Social Causes': ['The convictions are {trait1} ones, and {band} carr{nameIes} them off the stage too.', 'For {band}, {blendNoun} is not only about the songs: it is also about what {they} stand for.', '{a:trait1} {blendNoun} {act} with something to stand for: that is {band} off the stage too.'],
  'Technical Innovation': ['The way {name} build{nameS} {their} {blendNoun} matters to {them} as much as what it says.', 'With {instruments}, the machinery of {band\'s} {blendNoun} is part of the music.'],
  'Fan Community': ['The listeners who find {a:trait1} {act} tend to stay, and {band} treat{s} them that way.', 'The people around {a:blend} {act} make it what it is, and {name} know{nameS} it.', 'The listeners of {band\'s} {blendNoun} in {placeShort} and beyond are part of the story.'],
  'Recording Stories': ['Every {blend} record has a story behind it, and {band\'s} are worth telling.', 'Getting {instruments} onto {a:blend} record has given {band} stories of {their} own.'],
  'Touring Adventures': ['Carrying {instruments} from town to town has given {band} a road story or two of {their} own.', 'Time away from {placeShort} is part of {band\'s} story, and {they} have the stories to show for it.', 'Taking {blendNoun} on the road has given {band} a road story or two of {their} own.'],
};

/** A framing line for a focus area the form gave details for. */
export function focusFrame(c: Composer, area: FocusFact['area']): string | null {
  const pool = FOCUS_FRAME[area];
  return pool ? c.w.pick(pool) : null;
}

/** The achievements' meaning as a paragraph of its own (a bio short of its length takes it). */
export function composeDepth(c: Composer): Block | null {
  if (c.f.person !== 'they') return null;
  const lines = achievementDepth(c);
  if (lines.length === 0) return null;
  const b = newBlock(c, 'depth');
  b.para();
  lines.forEach((text, i) => b.add(text, DEPTH_RANK + i * 0.01, { free: true }));
  return b.isEmpty ? null : b.block;
}

export { DEPTH_RANK };
