// The local name engine: genre-aware, option-respecting, seeded. No network, no key.
import type { Rng } from '@server/lib/random';
import type { NameIdea, NameRequest } from '../text-engine';
import { shippedBandList, type BandList } from './band-list';
import type { RecentNames } from './recent-names';
import { composeName, fillTemplate, type Candidate } from './compose-name';
import { describeName } from './describe-name';
import { nameIsAcceptable } from './name-checks';
import { normaliseName } from './normalise-name';
import { planRequest, type RequestPlan } from './request-plan';
import { parseTemplate } from './templates';

/** Draws per requested name before the fallback patterns take over. */
const DRAWS_PER_NAME = 60;
/** A hard stop, far above anything a real request needs, so a pathological request still ends. */
const MAX_DRAWS_PER_NAME = 4000;

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
  const avoid = request.avoid;
  const taken = new Set<string>();
  const sentencesUsed = new Set<string>();
  const out: NameIdea[] = [];
  let draws = 0;
  while (out.length < count && draws < count * MAX_DRAWS_PER_NAME) {
    draws++;
    const candidate = draws <= count * DRAWS_PER_NAME ? composeName(plan, rng) : fallbackName(plan, rng);
    if (candidate === null) continue;
    const key = candidate.name.toLowerCase();
    if (taken.has(key) || avoid?.has(key)) continue;
    // The fallback's wider supply is held to the memory too, for as many draws again; only then
    // may a recent name come back, so a narrow request is never left short.
    if (recent && draws <= 2 * count * DRAWS_PER_NAME && recent.has(genreKey, key)) continue;
    const normalised = normaliseName(candidate.name);
    if (!nameIsAcceptable(candidate.name, plan, normalised)) continue;
    // A real band's name, or one that sounds like it, is dropped and another drawn in its place.
    if (bandList?.collides(candidate.name, normalised)) continue;
    taken.add(key);
    recent?.add(genreKey, key);
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
