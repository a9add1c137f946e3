// The local name engine: genre-aware, option-respecting, seeded. No network, no key.
import type { Rng } from '@server/lib/random';
import type { NameIdea, NameRequest } from '../text-engine';
import { shippedBandList, type BandList } from './band-list';
import type { RecentNames } from './recent-names';
import type { Theme } from './genre-profile';
import { composeName, fillTemplate, type Candidate } from './compose-name';
import { describeName } from './describe-name';
import { ListVariety } from './list-variety';
import { isPlainRealWord, isStockPhrase, nameIsAcceptable } from './name-checks';
import { normaliseName } from './normalise-name';
import { planRequest, type RequestPlan } from './request-plan';
import { judgeName } from './name-score';
import { parseTemplate } from './templates';

/** Draws per requested name before the fallback patterns take over. */
const DRAWS_PER_NAME = 60;
/** A hard stop, far above anything a real request needs, so a pathological request still ends. */
const MAX_DRAWS_PER_NAME = 4000;
/**
 * No shape makes more than this share of a genre's names given lately: when the memory has used up
 * the small shapes, the largest would otherwise take over and every list read as one idea.
 */
const MAX_SHAPE_SHARE = 0.24;

export interface LocalNameOptions {
  /** Real bands a name must not match or sound like: the whole shipped list unless given
   * (the bench leaves a fold out); null checks none. */
  bandList?: BandList | null;
  /** Names given lately to anyone for the same genre (the engine keeps one): skipped while fresh ones remain. */
  recent?: RecentNames;
  /** Told the template behind each name returned, for the bench's count of shapes. */
  onShape?: (name: string, template: string) => void;
  /** Sentence shapes and pictures the list's earlier rounds used (a list built over several
   * requests): filled as this request describes its names, so no picture comes back a third time. */
  described?: Set<string>;
}

export function generateLocalNames(request: NameRequest, rng: Rng, options: LocalNameOptions = {}): NameIdea[] {
  const bandList = options.bandList === undefined ? shippedBandList() : options.bandList;
  const { recent } = options;
  const count = Math.min(10, Math.max(1, Math.floor(request.count) || 1));
  const plan = planRequest(request);
  const genreKey = plan.profile.slug ?? plan.profile.prose;
  // Shapes are tallied per kind of request: a seed or a one-word request has shapes of its own.
  const shapeKey = `${genreKey}|${plan.seed ? 'seed' : ''}|${+plan.flags.oneWord}${+plan.flags.compound}`;
  const avoid = request.avoid;
  const taken = new Set<string>();
  const sentencesUsed = options.described ?? new Set<string>();
  // The names this request gave in earlier rounds are part of the same list.
  const variety = new ListVariety(avoid ?? [], plan.flags.oneWord, plan.seed);
  const out: NameIdea[] = [];
  let draws = 0;
  const overShare = recent?.shapeShare ? (template: string) => recent.shapeShare!(shapeKey, template) > MAX_SHAPE_SHARE : undefined;
  /** Every check a name must pass, in the order of their cost; true when it joined the list. */
  const offer = (candidate: Candidate): boolean => {
    const key = candidate.name.toLowerCase();
    if (taken.has(key) || avoid?.has(key)) return false;
    // The fallback's wider supply is held to the memory too, for twice as many draws again; only then
    // may a recent name come back, so a narrow request is never left short.
    const early = draws <= 3 * count * DRAWS_PER_NAME;
    if (recent && early && recent.has(genreKey, key)) return false;
    // The shape's share holds while the usual patterns and the fallback's first draws are tried;
    // the memory holds a while longer, so a narrow genre widens before a name comes back.
    if (recent?.shapeShare && draws <= 2 * count * DRAWS_PER_NAME && recent.shapeShare(shapeKey, candidate.template) > MAX_SHAPE_SHARE) return false;
    // A plain real word ('Nova', 'The Sparrows', 'Overdrive') is most likely some band's name already.
    // With a seed word only while other names remain: the visitor asked for that word.
    if ((!plan.seed || early) && (isPlainRealWord(candidate.name) || isStockPhrase(candidate.name))) return false;
    // One word, form or pair of words already used enough in this list: another name, while others remain.
    if (draws <= 2 * count * DRAWS_PER_NAME && !variety.allows(candidate.name)) return false;
    const normalised = normaliseName(candidate.name);
    if (!nameIsAcceptable(candidate.name, plan, normalised)) return false;
    // A real band's name, or one that sounds like it, is dropped and another drawn in its place.
    if (bandList?.collides(candidate.name, normalised)) return false;
    taken.add(key);
    variety.add(candidate.name);
    recent?.add(genreKey, key);
    recent?.addShape?.(shapeKey, candidate.template);
    out.push({ name: candidate.name, description: describeName(candidate, plan, rng, sentencesUsed), isAIGenerated: false });
    options.onShape?.(candidate.name, candidate.template);
    return true;
  };
  // First the best of several times more names than asked: ranked by keep-worthiness (name-score.ts)
  // with a little chance mixed in, so the same request still gives a different list each time.
  // No shape and no picture takes over a list: the best-ranked would otherwise all be of one kind.
  const shapeCap = Math.max(1, Math.round(count * MAX_SHAPE_IN_LIST));
  const themeCap = Math.max(1, Math.round(count * MAX_THEME_IN_LIST));
  const vibeThemeCap = Math.max(1, Math.round(count * MAX_VIBE_THEME_IN_LIST));
  const shapes = new Map<string, number>();
  const themesUsed = new Map<Theme, number>();
  const vibeCap = Math.max(1, Math.round(count * MAX_VIBE_IN_LIST));
  let vibeNames = 0;
  for (const { candidate, vibe } of rankedCandidates(plan, rng, count, overShare)) {
    if (out.length >= count) break;
    if (vibe && vibeNames >= vibeCap) continue;
    if ((shapes.get(candidate.template) ?? 0) >= shapeCap) continue;
    if (candidate.theme && (themesUsed.get(candidate.theme) ?? 0) >= (plan.vibeThemes.includes(candidate.theme) ? vibeThemeCap : themeCap)) continue;
    draws++;
    if (!offer(candidate)) continue;
    shapes.set(candidate.template, (shapes.get(candidate.template) ?? 0) + 1);
    if (candidate.theme) themesUsed.set(candidate.theme, (themesUsed.get(candidate.theme) ?? 0) + 1);
    if (vibe) vibeNames++;
  }
  while (out.length < count && draws < count * MAX_DRAWS_PER_NAME) {
    draws++;
    const candidate = draws <= count * DRAWS_PER_NAME ? composeName(plan, rng, true, overShare) : fallbackName(plan, rng);
    if (candidate !== null) offer(candidate);
  }
  return out;
}

/** Names composed per name asked, to choose the best from. */
const CANDIDATES_PER_NAME = 6;
/** The same when the visitor gave a vibe. */
const CANDIDATES_PER_VIBE_NAME = 8;
/** Share of one list a template may fill from the ranked names. */
const MAX_SHAPE_IN_LIST = 0.2;
/** Share of one list a picture may fill from the ranked names: the vibe leans, it does not take over. */
const MAX_THEME_IN_LIST = 0.3;
/** Share of one list that holds the vibe's pictures: a brief's mood is heard, not every name made of it. */
const MAX_VIBE_IN_LIST = 0.6;
/** The same for a picture the vibe points at. */
const MAX_VIBE_THEME_IN_LIST = 0.5;
/** How much chance weighs beside the score: enough to vary the list, not to let a weak name through. */
const JITTER = 1.2;

function rankedCandidates(plan: RequestPlan, rng: Rng, count: number, skip: ((template: string) => boolean) | undefined): { candidate: Candidate; vibe: boolean }[] {
  // A vibe's pictures each go into one name of a list (list-variety.ts), so a brief needs a wider
  // field to find enough different ones to be heard.
  const want = count * (plan.vibeImages.size > 0 ? CANDIDATES_PER_VIBE_NAME : CANDIDATES_PER_NAME);
  const scored: { candidate: Candidate; score: number; vibe: boolean }[] = [];
  const seen = new Set<string>();
  const context = { vibeImages: plan.vibeImages, persons: plan.persons, genreWords: plan.genreWords, genreThemed: plan.filtered.themes.length > 0 };
  for (let i = 0; i < want * 2 && scored.length < want; i++) {
    const candidate = composeName(plan, rng, true, skip);
    if (candidate === null || seen.has(candidate.name)) continue;
    seen.add(candidate.name);
    const { score, vibe } = judgeName(candidate.name, candidate.themed, context);
    scored.push({ candidate, score: score + rng.next() * JITTER, vibe });
  }
  scored.sort((a, b) => b.score - a.score);
  return scored.map((s) => ({ candidate: s.candidate, vibe: s.vibe }));
}

const INVENTED = parseTemplate('{I}', 1);
const COMPOUND = parseTemplate('{C}', 1);
const SEED_COMPOUND = parseTemplate('{SC}', 1);
const SEED_INVENTED = parseTemplate('{SI}', 1);
const SEED_PLUS_INVENTED = parseTemplate('{S} {I}', 1);
const INVENTED_PLUS_SEED = parseTemplate('{I} {S}', 1);

/**
 * When the usual patterns keep missing (a narrow option mix, a long avoid list), fall back to
 * shapes with a wider supply.
 */
function fallbackName(plan: RequestPlan, rng: Rng): Candidate | null {
  const { flags, seed } = plan;
  if (seed) {
    if (flags.compound) return fillTemplate(SEED_COMPOUND, plan, rng, false);
    if (flags.oneWord) return fillTemplate(SEED_INVENTED, plan, rng, false);
    return fillTemplate(rng.chance(0.5) ? SEED_PLUS_INVENTED : INVENTED_PLUS_SEED, plan, rng, false);
  }
  // One word or a compound asked for: compounds of the genre's whole stock. Otherwise the genre's
  // usual shapes, in their usual shares, with every word free to come from any of its pictures:
  // a genre whose pictures are used up keeps sounding like itself. A coined word only as the last resort.
  if (flags.compound || flags.oneWord) return fillTemplate(COMPOUND, plan, rng, false) ?? fillTemplate(INVENTED, plan, rng, false);
  return composeName(plan, rng, false) ?? fillTemplate(COMPOUND, plan, rng, false) ?? fillTemplate(INVENTED, plan, rng, false);
}
