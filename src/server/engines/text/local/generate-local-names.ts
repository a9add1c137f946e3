// The local name engine: genre-aware, option-respecting, seeded. No network, no key.
import type { Rng } from '@server/lib/random';
import type { NameIdea, NameRequest } from '../text-engine';
import { shippedBandList, type BandList } from './band-list';
import type { RecentNames } from './recent-names';
import { composeName, fillTemplate, type Candidate } from './compose-name';
import { describeName } from './describe-name';
import { ListVariety } from './list-variety';
import { isPlainRealWord, isStockPhrase, nameIsAcceptable } from './name-checks';
import { normaliseName } from './normalise-name';
import { planRequest, type RequestPlan } from './request-plan';
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
  const sentencesUsed = new Set<string>();
  // The names this request gave in earlier rounds are part of the same list.
  const variety = new ListVariety(avoid ?? [], plan.flags.oneWord);
  const out: NameIdea[] = [];
  let draws = 0;
  const overShare = recent?.shapeShare ? (template: string) => recent.shapeShare!(shapeKey, template) > MAX_SHAPE_SHARE : undefined;
  while (out.length < count && draws < count * MAX_DRAWS_PER_NAME) {
    draws++;
    const candidate = draws <= count * DRAWS_PER_NAME ? composeName(plan, rng, true, overShare) : fallbackName(plan, rng);
    if (candidate === null) continue;
    const key = candidate.name.toLowerCase();
    if (taken.has(key) || avoid?.has(key)) continue;
    // The fallback's wider supply is held to the memory too, for twice as many draws again; only then
    // may a recent name come back, so a narrow request is never left short.
    const early = draws <= 3 * count * DRAWS_PER_NAME;
    if (recent && early && recent.has(genreKey, key)) continue;
    // The shape's share holds while the usual patterns and the fallback's first draws are tried;
    // the memory holds a while longer, so a narrow genre widens before a name comes back.
    if (recent?.shapeShare && draws <= 2 * count * DRAWS_PER_NAME && recent.shapeShare(shapeKey, candidate.template) > MAX_SHAPE_SHARE) continue;
    // A plain real word ('Nova', 'The Sparrows', 'Overdrive') is most likely some band's name already.
    // With a seed word only while other names remain: the visitor asked for that word.
    if ((!plan.seed || early) && (isPlainRealWord(candidate.name) || isStockPhrase(candidate.name))) continue;
    // One word, form or pair of words already used enough in this list: another name, while others remain.
    if (draws <= 2 * count * DRAWS_PER_NAME && !variety.allows(candidate.name)) continue;
    const normalised = normaliseName(candidate.name);
    if (!nameIsAcceptable(candidate.name, plan, normalised)) continue;
    // A real band's name, or one that sounds like it, is dropped and another drawn in its place.
    if (bandList?.collides(candidate.name, normalised)) continue;
    taken.add(key);
    variety.add(candidate.name);
    recent?.add(genreKey, key);
    recent?.addShape?.(shapeKey, candidate.template);
    out.push({ name: candidate.name, description: describeName(candidate, plan, rng, sentencesUsed), isAIGenerated: false });
    options.onShape?.(candidate.name, candidate.template);
  }
  return out;
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
