// The local band bio writer: a press bio from the premium form, with no AI. It plans where each fact
// goes (chosen sections in catalogue order, or the default set), composes every block from the
// band's facts in the chosen style and tone, then keeps the most telling sentences that fit the
// chosen length. It states only what the musician gave; a form too sparse for the length gets the
// longest honest bio and a note naming what would allow more.
import { BIO_LENGTHS } from '@shared/catalog/bio-options';
import type { BioRequest } from '@shared/contracts/writing';
import type { Rng } from '@server/lib/random';
import { fitLength, renderBlocks, type Block } from './bio-blocks';
import { findInventedClaims } from './claim-check';
import { readFacts, type BioFacts } from './bio-facts';
import { composeAudience, composeExtraFocus, composeNext } from './compose-closing';
import { composeLineup } from './compose-lineup';
import { composeDepth } from './develop-depth';
import { composeFactSheet, composeHeadline, composeOpening } from './compose-opening';
import { composeSection } from './compose-sections';
import { composeSound } from './compose-sound';
import { composeAchievements, composeStory } from './compose-story';
import type { Composer } from './composer';
import { varyNameEchoes } from './name-echo';
import { planBio } from './plan-bio';
import { applyRhythm, applyTone } from './tone-voice';
import { countWords, joinList, withArticle } from './text-tools';
import { Writer } from './writer';

export interface LocalBio {
  bio: string;
  /** Set when the form was too sparse for the chosen length: names the fields that would allow more. */
  note: string | null;
}

/** The default set's headings (shown from Medium up; a Short bio runs as plain paragraphs). */
export const DEFAULT_HEADINGS = { sound: 'The Sound', lineup: 'The Line-Up', next: "What's Next" } as const;
const DEFAULT_HEADING_WORDS = Object.values(DEFAULT_HEADINGS);

/** Words the templates use that some genres call otherwise: a classical ensemble plays pieces, not songs. */
const VOCABULARY: Partial<Record<BioRequest['genre'], readonly [RegExp, string][]>> = {
  Classical: [[/\bsongs\b/g, 'pieces'], [/\bSongs\b/g, 'Pieces'], [/\bsong\b/g, 'piece'], [/\bthe band\b/g, 'the ensemble']],
  Experimental: [[/\bsongs\b/g, 'pieces'], [/\bSongs\b/g, 'Pieces'], [/\bsong\b/g, 'piece']],
  Electronic: [[/\bsongs\b/g, 'tracks'], [/\bSongs\b/g, 'Tracks'], [/\bsong\b/g, 'track']],
};

/** The genre's own words in every sentence the writer wrote (the musician's sentences are left as typed). */
function applyVocabulary(blocks: readonly Block[], genre: BioRequest['genre']): void {
  const rules = VOCABULARY[genre];
  if (!rules) return;
  for (const block of blocks) {
    for (const para of block.paras) {
      for (const piece of para.pieces) {
        if (piece.own) continue;
        for (const [pattern, word] of rules) piece.text = piece.text.replace(pattern, word);
      }
    }
  }
}

function composeBlocks(c: Composer): Block[] {
  const { plan } = c;
  const blocks: Block[] = [];
  const add = (block: Block | null) => {
    if (block) blocks.push(block);
  };
  add(composeHeadline(c));
  add(composeOpening(c));
  add(composeFactSheet(c));
  if (plan.defaultSet) {
    const headed = plan.defaultHeadings;
    add(composeStory(c, null));
    add(composeAchievements(c));
    add(composeSound(c, headed ? DEFAULT_HEADINGS.sound : null));
    // A solo artist has no line-up to head: what they play follows the sound.
    add(composeLineup(c, headed && !c.f.solo ? DEFAULT_HEADINGS.lineup : null));
    add(composeDepth(c));
    add(composeNext(c, headed ? DEFAULT_HEADINGS.next : null));
    return blocks;
  }
  if (!plan.has('Formation Story')) add(composeStory(c, null));
  add(composeAchievements(c));
  add(composeSound(c, null));
  add(composeLineup(c, null));
  add(composeDepth(c));
  composeExtraFocus(c).forEach(add);
  composeAudience(c).forEach(add);
  for (const section of plan.sections) add(composeSection(c, section));
  return blocks;
}

/** What the musician could add for a longer bio, most useful first. */
export function missingFields(f: BioFacts): string[] {
  const r = f.request;
  const missing: string[] = [];
  if (r.members.length === 0) missing.push('members');
  if (r.influences.length === 0) missing.push('influences');
  if (!r.backstory) missing.push('a backstory');
  else if (countWords(r.backstory) < 150) missing.push('a longer backstory');
  if (r.focusAreas.length === 0) missing.push('focus areas with details');
  else if (r.focusAreas.some((area) => !r.focusAreaDetails[area])) missing.push('details for each focus area you chose');
  if (r.uniqueElements.length === 0) missing.push('unique elements');
  if (r.personalityTraits.length === 0) missing.push('personality traits');
  if (r.achievements.length === 0) missing.push('achievements');
  if (!r.location) missing.push('your location');
  if (r.subGenres.length === 0 && f.subs.length === 0 && !r.genreText && ['Rock', 'Pop', 'Hip-Hop', 'Electronic', 'Folk', 'Metal'].includes(r.genre)) missing.push('sub-genres');
  // A full form short of a long length: more of what each gets lines of its own.
  if (r.achievements.length > 0 && r.achievements.length < 4) missing.push('more achievements (each release, show or press mention)');
  const detailed = r.focusAreas.filter((area) => r.focusAreaDetails[area]).length;
  if (detailed > 0 && detailed < 4) missing.push('details for more focus areas');
  if (r.uniqueElements.length > 0 && r.uniqueElements.length < 3) missing.push('more unique elements');
  return missing;
}

function sparseNote(f: BioFacts, words: number, min: number, max: number): string {
  const missing = missingFields(f).slice(0, 4);
  const add = missing.length > 0 ? `add ${joinList(missing, 'or')}` : 'add more detail to the backstory and focus areas';
  // Said plainly: the bio is short because it invents nothing, and what to add gets it to the length chosen.
  return `This bio is ${words} words (${withArticle(f.request.length)} bio runs ${min}-${max}). It tells every fact in the form and invents none: ${add} for a longer one.`;
}

/** Whether the text carries three words in a row of one of the band's own texts that names the fact. */
function quotesASource(text: string, fact: string, sources: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return sources.some((source) => {
    if (!source.includes(fact)) return false;
    const words = source.toLowerCase().split(/\s+/).filter(Boolean);
    for (let i = 0; i + 3 <= words.length; i++) if (lower.includes(words.slice(i, i + 3).join(' '))) return true;
    return false;
  });
}

export function writeBio(request: BioRequest, rng: Rng): LocalBio {
  const facts = readFacts(request);
  const ownTexts = [...request.uniqueElements, ...request.achievements, request.backstory, ...Object.values(request.focusAreaDetails)].filter((t): t is string => Boolean(t));
  let descSaid = false;
  const onceFacts = [facts.place ?? '', facts.placeShort ?? '', ...request.influences, ...request.uniqueElements, ...request.members.map((m) => m.name)]
    // A solo artist's name is the band's: said as often as the band is.
    .filter((v) => v.length > 2 && !facts.name.toLowerCase().includes(v.toLowerCase()) && !v.toLowerCase().includes(facts.name.toLowerCase()));
  const c: Composer = {
    w: new Writer(facts, rng), f: facts, plan: planBio(facts), ids: { next: 0 },
    // Every sentence of the writer's own passes the same check the tests run over whole bios.
    allows: (text) => {
      if (findInventedClaims(text, request, DEFAULT_HEADING_WORDS).length > 0) return false;
      // The fact sheet is a recap by design; elsewhere a place, influence, unique element or member
      // is said once (the formation line then gives the year alone).
      if (/^\*[^*]+:\*/.test(text)) return true;
      // The headline is the title over the bio: the opening still says who, what and where in full.
      if (/^\*\*/.test(text)) return true;
      // A place inside the band's own detail ('field recordings from Leeds buses') is that detail, not the place said again.
      const named = onceFacts.filter((v) => text.includes(v) && !(v === facts.place && quotesASource(text, v, ownTexts)));
      if (named.some((v) => c.w.isSpent(`said:${v}`))) return false;
      for (const v of named) c.w.spend(`said:${v}`);
      if (facts.place && named.includes(facts.place)) c.w.spend('place:said');
      c.w.noteGenre(text);
      // The band's description ('an introspective folk trio from Asheville') is said once.
      const desc = c.plan.desc;
      if (desc && text.includes(desc)) {
        if (descSaid) return false;
        descSaid = true;
      }
      return true;
    },
  };
  c.w.accepts = (text) => findInventedClaims(text, request, DEFAULT_HEADING_WORDS).length === 0;
  const blocks = composeBlocks(c);
  applyVocabulary(blocks, request.genre);
  applyTone(blocks, request.tone);
  const range = BIO_LENGTHS.find((l) => l.value === request.length) ?? BIO_LENGTHS[1];
  const { min, max } = range;
  // Aim inside the range rather than at its edge, at a point the seed varies.
  const target = Math.round(min + (max - min) * (0.3 + 0.4 * rng.next()));
  const selected = fitLength(blocks, min, max, target);
  varyNameEchoes(blocks, selected, facts);
  applyRhythm(blocks, selected, request.tone);
  const bio = renderBlocks(blocks, selected);
  const words = countWords(bio);
  const left = c.plan.sections.filter((s) => !bio.includes(`**${s}**`));
  const leftNote = left.length > 0 ? `Nothing in the form belongs under ${joinList(left)}, so ${left.length > 1 ? 'those sections are' : 'that section is'} left out: add achievements or focus-area details for ${left.length > 1 ? 'them' : 'it'}.` : null;
  const note = [words < min ? sparseNote(facts, words, min, max) : null, leftNote].filter(Boolean).join(' ');
  return { bio, note: note || null };
}
