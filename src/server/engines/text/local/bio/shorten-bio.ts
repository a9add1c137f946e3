// The Short bio (at most 100 words: what a listing, a festival programme or a one-sheet has room
// for) made from a longer one by choosing its sentences, never writing new ones. A booker reading
// it wants who the band is and where from, what they sound like, their story, their best fact and
// what comes next: the best sentence of each of those goes in first, then the strongest of the rest;
// a line that only says who plays what, or a standfirst under the title, is the last to go in. The
// chosen ones keep their order and paragraphs. A bio already short
// enough comes back as it is (without its section headings), so the result is never longer than
// its source and says nothing the source did not.
import { countWords, splitSentences } from './text-tools';

export interface ShortenBioFacts {
  bandName?: string;
  genre?: string;
  location?: string;
}

/** Shorter than the bio form's 'Short' length (150-250): the press kit's short bio is the paragraph-sized one. */
export const SHORT_BIO_WORDS = { min: 60, max: 100 } as const;

interface Sentence {
  text: string;
  paragraph: number;
  index: number;
  words: number;
  score: number;
  roles: Set<Role>;
}

/** A line that is only a heading or a standfirst: '**Formation Story**', '## Sound', 'Formation Story:', '*On honesty.*'. */
const HEADING = /^(?:#{1,6}\s+.+|\*\*[^*]+\*\*:?|__[^_]+__:?|[^.!?]{1,40}:|\*[^*]+\*|_[^_]+_)$/;

function paragraphsOf(bio: string): string[] {
  return bio
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n|\n(?=\s*(?:#{1,6}\s|\*\*))/)
    .map((p) => p.split('\n').filter((line) => !HEADING.test(line.trim())).join(' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const mentions = (text: string, phrase: string | undefined) => {
  const p = phrase?.trim().toLowerCase();
  return Boolean(p && p.length >= 2 && text.toLowerCase().includes(p));
};

/** What a sentence does for a reader with room for a paragraph; the best of each role is kept first. */
type Role = 'who' | 'sound' | 'story' | 'fact' | 'next';
const ROLE_ORDER: readonly Role[] = ['who', 'sound', 'story', 'fact', 'next'];
const ROLE_TESTS: Record<Exclude<Role, 'who'>, RegExp> = {
  sound: /\b(?:sounds?|music is|songs are|tracks are|music(?:'s| has| sits| moves)|songs? (?:that|about|built|full)|tracks? (?:that|built)|grooves?|riffs?|melod\w*|harmon\w*|atmospher\w*|textur\w*|tempo|rhythms?|beats?|verses?|choruses|hooks?)\b/i,
  story: /\b(?:formed|met|came together|got together|started(?: out)?|founded|began|grew up|moved to|first (?:gig|show|song|rehearsal)|in a (?:garage|basement|kitchen|bedroom))\b/i,
  fact: /\b(?:released|self-released|put out|album|EP|single|debut|opened for|opening for|supported|support slot|festival|headlin\w*|awards?|won|nominated|shortlisted|radio|airplay|reviewed|review|residency|sold out|sold-out|charted|streams|premiered?|toured|played (?:at|the)|playlist\w*)\b/i,
  next: /\b(?:currently|right now|next|new (?:album|record|EP|material|single|songs)|recording|in the studio|on the road|on tour|touring|upcoming|later this year|this year|coming (?:soon|out)|due out|hiatus|reformed|back together|being made now|on the way|follow-up|songs that follow)\b/i,
};
/** 'June plays drums', 'with Dale on pedal steel', 'the drums are Hollis's job': who plays what, and nothing else. */
const INSTRUMENT = /\b(?:drums?|bass|guitars?|keys|keyboards?|piano|vocals|synths?|violin|fiddle|cello|sax(?:ophone)?|trumpet|trombone|pedal steel|banjo|mandolin|turntables?|percussion|harmonica|accordion|organ|upright bass|double bass)\b/gi;
const PLAYING = /\b(?:plays?|playing|on|sings?|takes?|handles?|job|duty|task|behind the kit)\b/i;

function rolesOf(text: string, index: number, facts: ShortenBioFacts): Set<Role> {
  const roles = new Set<Role>();
  if (index === 0 || (mentions(text, facts.bandName) && mentions(text, facts.location))) roles.add('who');
  for (const [role, test] of Object.entries(ROLE_TESTS)) if (test.test(text)) roles.add(role as Role);
  // 'The songs that follow the album…' is news, not the sound.
  if (roles.has('fact') || roles.has('next')) roles.delete('sound');
  return roles;
}

function isLineupOnly(text: string, roles: ReadonlySet<Role>): boolean {
  const instruments = text.match(INSTRUMENT)?.length ?? 0;
  return instruments > 0 && PLAYING.test(text) && !roles.has('fact') && !roles.has('story') && !roles.has('who');
}

function scoreOf(s: Omit<Sentence, 'score' | 'roles'>, isFirstOfParagraph: boolean, facts: ShortenBioFacts, roles: ReadonlySet<Role>): number {
  let score = 0;
  if (s.index === 0) score += 6;
  if (mentions(s.text, facts.bandName)) score += 1.5;
  if (mentions(s.text, facts.genre)) score += 2;
  if (mentions(s.text, facts.location)) score += 2;
  if (isFirstOfParagraph) score += 1;
  score += roles.size * 1.5;
  // Concrete facts: years, counts, titles in quotes.
  if (/\b(?:19|20)\d\d\b|\d/.test(s.text)) score += 1;
  if (/["“'‘][^"”'’]{2,}["”'’]/.test(s.text)) score += 1;
  if (isLineupOnly(s.text, roles)) score -= 5;
  // Very short sentences carry little; very long ones crowd out the rest.
  if (s.words < 6) score -= 2;
  if (s.words > 45) score -= 1.5;
  // Earlier sentences frame the story: a gentle preference for them, so ties keep the opening.
  return score - s.index * 0.01;
}

/**
 * A sentence that leans on the one before it ('It is a list that leans rebellious…' after the
 * influences, 'That is the rule…'): read without it, it points at nothing.
 */
const LEANS_BACK = /^(?:That|This|These|Those|It|Each of those|Put th(?:ose|at)|The common thread in that|None of (?:it|that)|Everything that followed)\b/;

/** The short bio of a longer one; see the file's comment. */
export function shortenBio(bio: string, facts: ShortenBioFacts = {}): string {
  const paragraphs = paragraphsOf(bio);
  const plain = paragraphs.join('\n\n');
  if (countWords(plain) <= SHORT_BIO_WORDS.max) return plain;

  const sentences: Sentence[] = [];
  paragraphs.forEach((paragraph, p) => {
    splitSentences(paragraph).forEach((text, i) => {
      const base = { text, paragraph: p, index: sentences.length, words: countWords(text) };
      const roles = rolesOf(text, base.index, facts);
      sentences.push({ ...base, roles, score: scoreOf(base, i === 0, facts, roles) });
    });
  });

  const chosen = new Set<Sentence>();
  let words = 0;
  const before = (s: Sentence) => sentences[s.index - 1];
  const standsAlone = (s: Sentence) => {
    const prev = before(s);
    return !LEANS_BACK.test(s.text) || (prev !== undefined && prev.paragraph === s.paragraph && chosen.has(prev));
  };
  const ranked = [...sentences].sort((a, b) => b.score - a.score);
  const take = (s: Sentence) => {
    chosen.add(s);
    words += s.words;
  };
  // First the best sentence of each role the bio has, so the story and what's next are not crowded
  // out by a second line about the sound.
  for (const role of ROLE_ORDER) {
    if ([...chosen].some((s) => s.roles.has(role))) continue;
    // Within a role the fuller sentence wins ('June and Dale met working night shifts at a tyre plant' over 'They formed in 2016').
    const fuller = (s: Sentence) => s.score + Math.min(s.words, 20) * 0.2;
    const best = ranked
      .filter((s) => s.roles.has(role) && !chosen.has(s) && words + s.words <= SHORT_BIO_WORDS.max && standsAlone(s))
      .sort((a, b) => fuller(b) - fuller(a))[0];
    if (best) take(best);
  }
  // Twice: a sentence that leans on one chosen later in the first pass gets its turn in the second.
  for (let pass = 0; pass < 2; pass++) {
    for (const s of ranked) {
      if (chosen.has(s) || words + s.words > SHORT_BIO_WORDS.max || !standsAlone(s)) continue;
      // A weak line ('Hollis Grant plays drums.') only tops up a short bio still under its minimum.
      if (s.score < 0 && words >= SHORT_BIO_WORDS.min) continue;
      take(s);
    }
  }
  if (chosen.size === 0) {
    // Not one whole sentence fits (a bio that is one endless sentence): its opening words.
    return `${plain.split(/\s+/).slice(0, SHORT_BIO_WORDS.max - 1).join(' ')}…`;
  }

  const out: string[][] = [];
  let lastParagraph = -1;
  for (const s of sentences) {
    if (!chosen.has(s)) continue;
    if (s.paragraph !== lastParagraph) out.push([]);
    out[out.length - 1]!.push(s.text);
    lastParagraph = s.paragraph;
  }
  return out.map((p) => p.join(' ')).join('\n\n');
}
