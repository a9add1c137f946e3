// How each scene names its acts, as forms the Magic Mixer sets the picked words in: a trap
// persona ('Lil Ember'), a jazz line-up ('The Ember Quartet'), a techno catalogue number
// ('Ember 303'), a house producer's sound system ('Ember Sound System'), a bluegrass band
// ('Ember Creek Ramblers').
import type { Rng } from '@server/lib/random';
import type { GenreProfile } from './genre-profile';
import { plural } from './english';
import { titleCaseWords } from './word-forms';
import { isUncounted } from './mix-word-grammar';

/** Sets the core words (one to three, in order) in a form; null when the form does not fit. */
export type ActForm = (core: readonly string[], rng: Rng) => string | null;

const t = (parts: readonly string[]) => titleCaseWords(parts.join(' ').split(' '));
/** Persona forms take one or two words ('Lil Ember', 'Yung Neon Nomad' is too much). */
const short = (core: readonly string[]) => core.length <= 2;
const prefix = (word: string): ActForm => (core) => (core.length === 1 ? t([word, ...core]) : null);
const suffix = (word: string): ActForm => (core) => (short(core) ? t([...core, word]) : null);
/** The last word as the members ('The Velvet Foxes'); stuff stays as it is ('The Gold Chess', never 'Chesses'). */
const lastPlural = (core: readonly string[]) => {
  const last = core[core.length - 1]!.toLowerCase();
  return [...core.slice(0, -1), isUncounted(last) || /[^s]s$/.test(last) ? last : plural(last)];
};
/** The words as the members' name ('The Velvet Foxes'); stuff has no members ('Gold Chess' is
 * only the words again), so the form does not fit. */
const members = (core: readonly string[]) => (isUncounted(core[core.length - 1]!) ? null : t(lastPlural(core)));

const BY_SLUG: Record<string, readonly ActForm[]> = {
  trap: [prefix('Lil'), prefix('Yung'), prefix('Big'), suffix('Gang'), (c) => (c.length === 1 ? t([...c, 'Baby']) : null)],
  rap: [prefix('Young'), prefix('Lil'), prefix('Big'), suffix('Gang')],
  // Today's hip-hop personas and crews; 'MC' and 'DJ' read as another decade.
  'hip-hop': [prefix('Lil'), prefix('Yung'), suffix('Gang'), suffix('Clique'), (c) => (short(c) ? members(c) : null)],
  'indie-pop': [(c) => (short(c) ? t(['The', ...c, 'Society']) : null), (c) => (short(c) && !isUncounted(c[c.length - 1]!) ? t(['The', ...lastPlural(c)]) : null), suffix('Club')],
  'punk-rock': [(c) => (short(c) && !isUncounted(c[c.length - 1]!) ? t(['The', ...lastPlural(c)]) : null), (c) => (c.length === 1 ? t(['Captain', ...c]) : null)],
  jazz: [suffix('Trio'), suffix('Quartet'), (c) => (short(c) ? t(['The', ...c, 'Quintet']) : null)],
  techno: [(c, rng) => (short(c) ? t([...c, rng.pick(['303', '909', '19', '44', '7'])]) : null), suffix('Systems'), (c) => (c.length === 1 ? t(['Unit', ...c]) : null)],
  synthwave: [(c, rng) => (c.length === 1 ? `${t(c)}${rng.pick(['1984', '1986', '1987'])}` : null), suffix('Kid'), suffix('Nights')],
  country: [(c) => (short(c) ? t([...c, 'County', 'Line']) : null), (c) => (short(c) ? t([...c, 'Cavalry']) : null)],
  bluegrass: [suffix('String Band'), suffix('Ramblers'), (c) => (short(c) ? t([...c, 'Mountain', 'Boys']) : null)],
  folk: [(c) => (short(c) && !isUncounted(c[c.length - 1]!) ? t(['The', ...lastPlural(c)]) : null)],
  // House acts bill themselves as a producer's project or sound system, or by the drum machine.
  house: [
    (c) => (c.length === 1 ? t([...c, 'Sound System']) : null), suffix('Project'), (c) => (c.length === 1 ? t(['The', ...c, 'Experience']) : null),
    (c, rng) => (c.length === 1 ? t([...c, rng.pick(['909', '303'])]) : null),
  ],
};

/** A singer and the band behind them, as soul bills its acts ('Mavis & the Velvet Foxes'): one mix in
 * three, so ten mixes of the same words are not ten singers with one band. */
const singerAndBand = (firsts: readonly string[]): ActForm => (c, rng) =>
  short(c) && firsts.length > 0 && rng.chance(0.35) ? t([rng.pick(firsts), '&', 'the', ...lastPlural(c)]) : null;

/** The forms of the genre's scene; other genres get 'The ... {ensemble}' from their own words. */
export function actForms(profile: GenreProfile): readonly ActForm[] {
  const own = profile.slug ? BY_SLUG[profile.slug] : undefined;
  if (own) return own;
  if (profile.slug === 'soul') return [singerAndBand(profile.pools.first.genre), (c) => (short(c) && !isUncounted(c[c.length - 1]!) ? t(['The', ...lastPlural(c)]) : null)];
  const ensembles = [...profile.pools.ensemble.genre, ...profile.pools.ensemble.family].filter((e) => !e.includes(' '));
  return [
    (c) => (short(c) && !isUncounted(c[c.length - 1]!) ? t(['The', ...lastPlural(c)]) : null),
    (c, rng) => (short(c) && ensembles.length > 0 ? t([...c, rng.pick(ensembles)]) : null),
  ];
}
