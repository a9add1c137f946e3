// The list of real band names behind "Is it taken?": every generated name is checked against it
// (a normalised match or a sound-alike is dropped and replaced), and any name a user types is
// matched against it with close spellings too. The shipped list (data/real-band-names, CC0
// Wikidata) is read once, on first use; lookups are Map hits by normalised key and by sound key,
// so the generator stays fast.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { doubleMetaphone } from 'double-metaphone';
import type { NameMatch, NameMatchKind } from '@shared/contracts/taken';
import { hashString } from '@server/lib/random';
import { WELL_KNOWN_BANDS } from './data/well-known-bands';
import { editDistance } from './edit-distance';
import { normaliseName } from './normalise-name';

export const SHIPPED_LIST_SOURCE = 'wikidata';
/** The project's own list of famous bands (data/well-known-bands.ts): Wikidata misses a few, The Beatles among them. */
export const WELL_KNOWN_SOURCE = 'well-known';
const SHIPPED_LIST_URL = new URL('./data/real-band-names/real-band-names.txt', import.meta.url);
/** The bench and the command line leave one of this many folds out to measure generalisation. */
export const BAND_LIST_FOLDS = 5;

export interface BandList {
  readonly size: number;
  /** True when a generated name must not be offered: a listed name after normalising, or one that
   * sounds the same. `normalised` is the name's normaliseName, when the caller has it already. */
  collides(name: string, normalised?: string): boolean;
  /** What a user's typed name matches, closest first (at most `limit`). */
  matches(name: string, limit?: number): NameMatch[];
}

interface Entry {
  readonly name: string;
  readonly normalised: string;
  readonly source: string;
}

/** A name's keys, worked out once: computing the sounds of 89,000 names takes a second or two. */
export interface NameKeys {
  readonly normalised: string;
  readonly sound: string | null;
}

export function nameKeys(name: string): NameKeys {
  const normalised = normaliseName(name);
  return { normalised, sound: soundKey(normalised) };
}

/** Names from one source, with their keys when already known. */
export interface BandListPart {
  readonly names: readonly string[];
  readonly source: string;
  readonly keys?: readonly NameKeys[];
}

/** Builds a list from names, indexed by normalised form and sound. */
export function createBandList(names: readonly string[], source: string, keys?: readonly NameKeys[]): BandList {
  return combineBandLists([{ names, source, keys }]);
}

/** One list of several sources; a name listed twice keeps its first source. */
export function combineBandLists(parts: readonly BandListPart[]): BandList {
  const byNormalised = new Map<string, Entry>();
  const bySound = new Map<string, Entry[]>();
  const byLength = new Map<number, Entry[]>();
  const add = (raw: string, source: string, keys: NameKeys | undefined) => {
    const name = raw.trim();
    const { normalised, sound } = keys ?? nameKeys(name);
    if (normalised === '' || byNormalised.has(normalised)) return;
    const entry: Entry = { name, normalised, source };
    byNormalised.set(normalised, entry);
    if (sound !== null) {
      const same = bySound.get(sound);
      if (same) same.push(entry);
      else bySound.set(sound, [entry]);
    }
    const squashed = squash(normalised).length;
    const bucket = byLength.get(squashed);
    if (bucket) bucket.push(entry);
    else byLength.set(squashed, [entry]);
  };
  for (const part of parts) part.names.forEach((raw, i) => add(raw, part.source, part.keys?.[i]));

  const soundAlikes = (normalised: string): Entry[] => {
    const sound = soundKey(normalised);
    if (sound === null) return [];
    return (bySound.get(sound) ?? []).filter((e) => e.normalised !== normalised && closeEnoughToSoundAlike(normalised, e.normalised));
  };

  return {
    size: byNormalised.size,
    collides(name, normalised = normaliseName(name)) {
      return byNormalised.has(normalised) || soundAlikes(normalised).length > 0;
    },
    matches(name, limit = 5) {
      const typed = name.trim();
      const normalised = normaliseName(typed);
      if (normalised === '') return [];
      const out: (NameMatch & { distance: number })[] = [];
      const seen = new Set<string>();
      const add = (e: Entry, kind: NameMatchKind) => {
        if (seen.has(e.normalised)) return;
        seen.add(e.normalised);
        out.push({ name: e.name, kind, source: e.source, distance: editDistance(squash(normalised), squash(e.normalised), 99) });
      };
      const same = byNormalised.get(normalised);
      if (same) add(same, same.name.toLowerCase() === typed.toLowerCase() ? 'exact' : 'normalised');
      for (const e of soundAlikes(normalised)) add(e, 'sound-alike');
      const target = squash(normalised);
      const allowed = spellingAllowance(target.length);
      if (allowed > 0) {
        for (let len = target.length - allowed; len <= target.length + allowed; len++) {
          for (const e of byLength.get(len) ?? []) {
            if (seen.has(e.normalised)) continue;
            if (editDistance(target, squash(e.normalised), allowed) <= allowed) add(e, 'close-spelling');
          }
        }
      }
      const rank: Record<NameMatchKind, number> = { exact: 0, normalised: 1, 'sound-alike': 2, 'close-spelling': 3 };
      out.sort((a, b) => rank[a.kind] - rank[b.kind] || a.distance - b.distance || a.name.localeCompare(b.name));
      return out.slice(0, limit).map(({ name: n, kind, source: s }) => ({ name: n, kind, source: s }));
    },
  };
}

/** Letters and digits only: 'black sabbath' and 'blacksabbath' are one spelling. */
function squash(normalised: string): string {
  return normalised.replace(/\s+/g, '');
}

/** Typos a spelling may have and still count as the same name: none for very short names. */
function spellingAllowance(length: number): number {
  return length < 5 ? 0 : length < 9 ? 1 : 2;
}

/**
 * The Double Metaphone codes of the name's words, joined: 'Iron Mayden' and 'Iron Maiden' share
 * one. Words outside the Latin alphabet keep their letters; a name with no sound code has none.
 */
export function soundKey(normalised: string): string | null {
  let key = '';
  for (const word of normalised.split(' ')) key += /^[a-z]+$/.test(word) ? wordSound(word) : word;
  return key.length >= 2 ? key : null;
}

/** Generated names reuse a lexicon's words, so their codes are remembered (a code costs microseconds). */
const wordSounds = new Map<string, string>();

function wordSound(word: string): string {
  let code = wordSounds.get(word);
  if (code === undefined) {
    code = doubleMetaphone(word)[0];
    if (wordSounds.size > 100_000) wordSounds.clear();
    wordSounds.set(word, code);
  }
  return code;
}

/**
 * Sound codes are coarse ('Mitten' and 'Maiden' share 'MTN'), so a sound-alike also has to be
 * spelled within a few letters of the other name.
 */
function closeEnoughToSoundAlike(a: string, b: string): boolean {
  const x = squash(a);
  const y = squash(b);
  const limit = Math.max(1, Math.floor(Math.max(x.length, y.length) * 0.34));
  return editDistance(x, y, limit) <= limit;
}

let shippedNames: readonly string[] | undefined;
let shippedText: string | undefined;

/** Every line of the shipped list. */
export function shippedBandNames(): readonly string[] {
  shippedText ??= readFileSync(SHIPPED_LIST_URL, 'utf8');
  shippedNames ??= shippedText.split('\n').map((l) => l.trim()).filter(Boolean);
  return shippedNames;
}

/** Bump when normaliseName or soundKey change, so no stale keys are read back. */
const KEYS_VERSION = 1;

/**
 * The shipped names' keys, kept in the temporary folder between runs (tests and restarts would
 * otherwise spend a second or two on them each time); any unreadable or stale file is rebuilt.
 */
function shippedKeys(names: readonly string[]): NameKeys[] {
  const file = path.join(tmpdir(), `band-list-keys-v${KEYS_VERSION}-${hashString(shippedText ?? '').toString(36)}-${names.length}.tsv`);
  try {
    const lines = readFileSync(file, 'utf8').split('\n');
    if (lines.length === names.length) {
      return lines.map((line) => {
        const tab = line.indexOf('\t');
        const sound = line.slice(tab + 1);
        return { normalised: line.slice(0, tab), sound: sound === '' ? null : sound };
      });
    }
  } catch {
    // No cached keys yet: worked out below.
  }
  const keys = names.map(nameKeys);
  try {
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, keys.map((k) => `${k.normalised}\t${k.sound ?? ''}`).join('\n'));
    renameSync(partial, file);
  } catch {
    // A read-only temporary folder only costs the next start the same second or two.
  }
  return keys;
}

/** The fold (0 .. BAND_LIST_FOLDS - 1) a listed name falls in: fixed by its text, so runs agree. */
export function bandListFold(name: string): number {
  return foldOfNormalised(normaliseName(name));
}

function foldOfNormalised(normalised: string): number {
  return hashString(normalised) % BAND_LIST_FOLDS;
}

/** The normalised names of one fold: what the bench counts collisions against when it is left out. */
export function shippedFoldNormalised(fold: number): ReadonlySet<string> {
  const names = shippedBandNames();
  return new Set(shippedKeys(names).flatMap((k) => (foldOfNormalised(k.normalised) === fold ? [k.normalised] : [])));
}

const WELL_KNOWN_PART: BandListPart = { names: WELL_KNOWN_BANDS, source: WELL_KNOWN_SOURCE };
let shipped: BandList | undefined;
const withFoldLeftOut = new Map<number, BandList>();

/** The shipped list, whole (the product), or with one fold left out (the bench's honest measure). */
export function shippedBandList(leaveOutFold?: number): BandList {
  if (leaveOutFold === undefined) {
    const names = shippedBandNames();
    shipped ??= combineBandLists([{ names, source: SHIPPED_LIST_SOURCE, keys: shippedKeys(names) }, WELL_KNOWN_PART]);
    return shipped;
  }
  let list = withFoldLeftOut.get(leaveOutFold);
  if (!list) {
    const names = shippedBandNames();
    const keys = shippedKeys(names);
    const kept = keys.flatMap((k, i) => (foldOfNormalised(k.normalised) !== leaveOutFold ? [i] : []));
    list = combineBandLists([
      { names: kept.map((i) => names[i] ?? ''), source: SHIPPED_LIST_SOURCE, keys: kept.map((i) => keys[i] ?? nameKeys(names[i] ?? '')) },
      WELL_KNOWN_PART,
    ]);
    withFoldLeftOut.set(leaveOutFold, list);
  }
  return list;
}
