// Name templates: 'The {A} {Ns}', '{N} of {X}', '{C}'. Parsed once; each carries the facts the
// option filters need (does it say 'the', use a number, fit in one word?).
import type { TemplateWeight } from './lexicon-types';
import { isNumberWord, isOverused } from './word-filters';

/**
 * Slot codes: A adjective · N noun · Ns plural noun · X mass noun · G gerund · V verb · P place
 * C fused compound · Cs its plural · I invented word · E ensemble · F first name · L surname
 * K number word · D digits, as a label writes them ('Sector 19') · R preposition · S the seed word
 * SC seed fused with a word · SI seed with an invented ending · W a real word standing alone ('Mayhem').
 */
export type SlotCode = 'A' | 'N' | 'Ns' | 'X' | 'G' | 'V' | 'P' | 'C' | 'Cs' | 'I' | 'E' | 'F' | 'L' | 'K' | 'D' | 'R' | 'S' | 'SC' | 'SI' | 'W';

const SLOT_CODES = new Set<string>(['A', 'N', 'Ns', 'X', 'G', 'V', 'P', 'C', 'Cs', 'I', 'E', 'F', 'L', 'K', 'D', 'R', 'S', 'SC', 'SI', 'W']);

export type Segment = { readonly lit: string } | { readonly slot: SlotCode };

export interface Template {
  readonly source: string;
  readonly weight: number;
  /** Words of the name; a token with several segments is fused ('{N}men', "{F}'s"). */
  readonly tokens: readonly (readonly Segment[])[];
  readonly hasOverusedLiteral: boolean;
  readonly hasNumber: boolean;
  readonly singleToken: boolean;
  /** '{C}', 'The {C}' or 'The {Cs}' (and the seed forms): what options.compoundWords allows. */
  readonly compoundShape: boolean;
  /** Builds one word from fusing slots only: what options.oneWordNames allows. */
  readonly oneWordShape: boolean;
}

const FUSED_SLOTS = new Set<SlotCode>(['C', 'Cs', 'I', 'SC', 'SI', 'W']);
const COMPOUND_SLOTS = new Set<SlotCode>(['C', 'Cs', 'SC']);

export function parseTemplate(source: string, weight: number): Template {
  const tokens = source.split(' ').map(parseToken);
  const literals = tokens.flatMap((t) => t.flatMap((s) => ('lit' in s ? [s.lit.toLowerCase().replace(/^'s$/, '')] : [])));
  const slots = tokens.flatMap((t) => t.flatMap((s) => ('slot' in s ? [s.slot] : [])));
  // A token's segment when it has exactly one; undefined for a longer token or a missing one.
  const single = (t: readonly Segment[] | undefined) => (t?.length === 1 ? t[0] : undefined);
  const only = (t: readonly Segment[] | undefined, allowed: Set<SlotCode>) => {
    const s = single(t);
    return s !== undefined && 'slot' in s && allowed.has(s.slot);
  };
  const isThe = (t: readonly Segment[] | undefined) => {
    const s = single(t);
    return s !== undefined && 'lit' in s && s.lit === 'The';
  };
  return {
    source,
    weight,
    tokens,
    hasOverusedLiteral: literals.some((l) => l !== '' && isOverused(l)),
    hasNumber: slots.includes('K') || slots.includes('D') || literals.some((l) => isNumberWord(l)),
    singleToken: tokens.length === 1,
    compoundShape:
      (tokens.length === 1 && only(tokens[0], COMPOUND_SLOTS)) ||
      (tokens.length === 2 && isThe(tokens[0]) && only(tokens[1], COMPOUND_SLOTS)),
    oneWordShape: tokens.length === 1 && only(tokens[0], FUSED_SLOTS),
  };
}

function parseToken(token: string): Segment[] {
  const out: Segment[] = [];
  const re = /\{(\w+)\}|[^{]+/g;
  for (const m of token.matchAll(re)) {
    if (m[1] !== undefined) {
      if (!SLOT_CODES.has(m[1])) throw new Error(`Unknown template slot {${m[1]}} in '${token}'`);
      out.push({ slot: m[1] as SlotCode });
    } else {
      out.push({ lit: m[0] });
    }
  }
  return out;
}

/** Merges weighted template lists (the same template twice adds its weights) and parses them. */
export function mergeTemplates(...lists: readonly (readonly TemplateWeight[])[]): Template[] {
  const weights = new Map<string, number>();
  for (const list of lists) for (const [source, w] of list) weights.set(source, (weights.get(source) ?? 0) + w);
  return [...weights].map(([source, w]) => parseTemplate(source, w));
}

/** A template list ready for weighted picks. */
export interface WeightedTemplates {
  readonly items: readonly Template[];
  readonly cumulative: readonly number[];
  readonly total: number;
}

export function weighted(items: readonly Template[]): WeightedTemplates {
  const cumulative: number[] = [];
  let total = 0;
  for (const t of items) {
    total += t.weight;
    cumulative.push(total);
  }
  return { items, cumulative, total };
}

export function pickTemplate(list: WeightedTemplates, r: number): Template | undefined {
  const target = r * list.total;
  const { cumulative } = list;
  let i = 0;
  for (const upTo of cumulative) {
    if (target < upTo) return list.items[i];
    i++;
  }
  return list.items[list.items.length - 1];
}

export interface TemplateFlags {
  oneWord: boolean;
  compound: boolean;
  noNumbers: boolean;
  avoidCommon: boolean;
}

export function templateAllowed(t: Template, f: TemplateFlags): boolean {
  if (f.oneWord && !t.oneWordShape) return false;
  if (f.compound && !t.compoundShape) return false;
  if (f.noNumbers && t.hasNumber) return false;
  if (f.avoidCommon && t.hasOverusedLiteral) return false;
  return true;
}
