// The longer lengths' extra depth, made only of what the form holds: each member's part in this
// genre's sound, what each achievement meant to the band (never a new number or name), and a
// framing line for each focus area. Each is made of the band's own members, instruments and facts;
// ranked after everything else, so only a bio still short of its length takes them.
import type { AchievementFact, FocusFact, MemberFact } from './bio-facts';
import { newBlock, type Composer } from './composer';
import { partPhrases } from './develop-sound';
import type { Block } from './bio-blocks';

/** A rank after every other piece: kept only when the bio is short of its minimum. */
const DEPTH_RANK = 6;

/** The member's first named instrument with something to say of it, lower case ('guitar'). */
function mainPart(m: MemberFact): { part: string; phrase: string } | null {
  for (const raw of m.parts) {
    const part = raw.toLowerCase().replace(/^(lead|rhythm|backing)\s+/, '').trim();
    const phrases = partPhrases(part);
    if (phrases && phrases.length > 0) return { part, phrase: phrases[0] ?? '' };
  }
  return null;
}

const MEMBER_LINES: readonly string[] = [
  'The {part} {partIs} there to {phrase}, and that is {first}\'s job, next to {other}.',
  '{First} takes the {part}, which means a duty to {phrase} while {other} {otherDoes}.',
  'The {part} {partHas} one task above the rest, to {phrase}, and {first} carries it beside {other}.',
];
const VOICE_LINES: readonly string[] = [
  'The voice is where {their} songs land, and that voice is {first}\'s, with {other} behind it.',
  '{First} sings, and next to {other} the singer is the one who has to make every line believable.',
];

/** A line for each named member on what their part does in this genre's sound. */
export function memberDepth(c: Composer): string[] {
  const { f, w } = c;
  if (f.solo) return [];
  const out: string[] = [];
  f.members.forEach((m, i) => {
    const first = m.name.trim().split(/\s+/)[0];
    if (!first) return;
    const main = mainPart(m);
    const sings = m.parts.some((p) => /vocal|voice|sing/i.test(p)) && !/\b(rapper|mc|emcee|rap)\b/i.test(m.role ?? '');
    // The next member and their part ('Jo's drums'), so the line is this line-up's and no other's.
    const next = f.members[(i + 1) % f.members.length];
    const nextFirst = next?.name.trim().split(/\s+/)[0] ?? '';
    const nextPart = next ? mainPart(next)?.part ?? null : null;
    if (!nextFirst || next === m) return;
    const other = nextPart ? `${nextFirst}'s ${nextPart}` : nextFirst;
    const otherDoes = nextPart ? `plays ${nextPart}` : 'sings';
    const values = { genre: f.genre.prose, act: f.genre.act, first, First: first, other, otherDoes };
    // 'the drums are', 'the bass is'.
    const plural = main !== null && /s$/.test(main.part) && !/(bass|ss)$/.test(main.part);
    if (main) out.push(w.fill(MEMBER_LINES[i % MEMBER_LINES.length] ?? '', { ...values, part: main.part, phrase: main.phrase, partIs: plural ? 'are' : 'is', partHas: plural ? 'have' : 'has' }));
    else if (sings) out.push(w.fill(VOICE_LINES[i % VOICE_LINES.length] ?? '', values));
  });
  return out;
}

/** What a kind of achievement means to the band, said of the kind rather than of one entry (the entry itself is told where the plan puts it). */
const ACHIEVEMENT_MEANING: Readonly<Partial<Record<AchievementFact['kind'], string>>> = {
  release: 'Each record {name} put{nameS} out moves {their} music out of the rehearsal room and into anyone\'s hands.',
  live: 'Every night {name} play{nameS} to people who have never heard {them} is a test of the songs {they} have been working on.',
  press: 'Being written about tells {name} that {their} music is reaching past the people who already knew it.',
  award: 'Recognition matters to {name} as a sign that {their} music is landing with people outside the {act}.',
};

/** What the band's achievements meant, one sentence for each kind the form gave, in the form's order. */
export function achievementDepth(c: Composer): string[] {
  const { f, w } = c;
  const kinds = [...new Set(f.achievements.map((a) => a.kind))];
  return kinds.flatMap((kind) => {
    const template = ACHIEVEMENT_MEANING[kind];
    return template ? [w.fill(template, { genre: f.genre.prose, act: f.genre.act })] : [];
  });
}

const FOCUS_FRAME: Readonly<Record<FocusFact['area'], string>> = {
  'Musical Evolution': 'How {band\'s} music has changed is a story {they} tell in {their} own words.',
  'Personal Struggles': 'The hard parts belong in {band\'s} story as much as the good ones, and {name} leave{nameS} none of them out.',
  'Creative Process': 'How a song gets made says a lot about the people making it, and {band} {nameHas} a method.',
  'Industry Journey': 'The business side of music shapes {a:act} as much as the music, and {band} went about it {their} own way.',
  'Cultural Impact': '{Band\'s} music means something beyond its songs when people take it as their own, and that is where {they} are heading.',
  'Live Performances': 'Playing is where {band\'s} music is tested, and {they} take that test seriously.',
  Collaborations: 'Working with others opens {a:act} up, and {band} {nameHas} let other voices in.',
  'Social Causes': 'For {band}, the music is not only about the songs: it is also about what {they} stand for.',
  'Technical Innovation': 'The way {name} build{nameS} {their} music matters to {them} as much as what it says.',
  'Fan Community': 'The people around {a:act} make it what it is, and {name} know{nameS} it.',
  'Recording Stories': 'Every record has a story behind it, and {band\'s} are worth telling.',
  'Touring Adventures': 'Time away from home is part of {band\'s} music story, and {they} have the stories to show for it.',
};

/** A framing line for a focus area the form gave details for. */
export function focusFrame(c: Composer, area: FocusFact['area']): string | null {
  const template = FOCUS_FRAME[area];
  return template ? c.w.fill(template, { genre: c.f.genre.prose, act: c.f.genre.act }) : null;
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
