// The colour stories a genre's covers can wear besides its own palettes: the same mood in other
// light, so a request's three concepts differ in colour without leaving the genre. A reggae sleeve
// stays sunlit and warm, a folk one earthy, a synthwave one neon at night, a jazz one smoky and
// brassy, a doom one dark; a palette of another world (frozen blues on a country record, candy pink
// on a midnight jazz club) is taken only when none of these looks different enough.
import { genreGroupOf, type GenreGroupLabel } from '@shared/catalog/genres';
import { ownEntry } from '@shared/lookup';
import type { PresetName } from './palette-presets';

const FAMILY_KIN: Record<GenreGroupLabel, readonly PresetName[]> = {
  Rock: ['rock-red', 'garage-denim', 'post-rock-dawn', 'desert', 'rain-slate', 'grunge-moss', 'basement-heat', 'dust-road'],
  Electronic: ['cold-neon', 'synth-sunset', 'house-sunrise', 'techno-mono', 'ocean-deep', 'toxic', 'concrete-purple', 'psyche-acid'],
  Metal: ['blood-bone', 'doom-ochre', 'frost-black', 'toxic', 'ocean-deep', 'grunge-moss', 'forest-night', 'rain-slate', 'luxury-gold'],
  Pop: ['candy-pop', 'sunny-beach', 'dream-haze', 'house-sunrise', 'romance-rose', 'psyche-acid', 'synth-sunset'],
  'Hip-Hop': ['street-gold', 'concrete-purple', 'luxury-gold', 'lofi-dusk', 'toxic', 'basement-heat', 'funk-70s'],
  'Folk & Country': ['earth-folk', 'forest-night', 'dust-road', 'desert', 'ambient-mist', 'post-rock-dawn', 'grunge-moss'],
  'Jazz & Blues': ['midnight-brass', 'blue-smoke', 'soul-velvet', 'luxury-gold', 'lofi-dusk', 'basement-heat', 'funk-70s'],
  Other: ['experimental-clash', 'world-spice', 'classical-ivory', 'psyche-acid'],
};

/** Genres whose mood is narrower than, or unlike, their family's. */
const GENRE_KIN: Record<string, readonly PresetName[]> = {
  reggae: ['reggae-sun', 'sunny-beach', 'world-spice', 'funk-70s', 'house-sunrise', 'desert', 'dust-road'],
  world: ['world-spice', 'desert', 'reggae-sun', 'funk-70s', 'ocean-deep', 'soul-velvet'],
  classical: ['classical-ivory', 'midnight-brass', 'post-rock-dawn', 'rain-slate', 'luxury-gold', 'ambient-mist'],
  experimental: ['experimental-clash', 'psyche-acid', 'toxic', 'techno-mono', 'candy-pop', 'concrete-purple'],
  synthwave: ['synth-sunset', 'cold-neon', 'concrete-purple', 'ocean-deep', 'house-sunrise'],
  techno: ['techno-mono', 'cold-neon', 'toxic', 'rain-slate', 'concrete-purple', 'psyche-acid'],
  house: ['house-sunrise', 'cold-neon', 'synth-sunset', 'basement-heat', 'psyche-acid'],
  ambient: ['ambient-mist', 'ocean-deep', 'dream-haze', 'post-rock-dawn', 'ice', 'lofi-dusk'],
  'trip-hop': ['lofi-dusk', 'rain-slate', 'blue-smoke', 'concrete-purple', 'ocean-deep'],
  country: ['dust-road', 'desert', 'earth-folk', 'post-rock-dawn', 'rock-red', 'sunny-beach'],
  americana: ['dust-road', 'desert', 'earth-folk', 'post-rock-dawn', 'rock-red', 'forest-night'],
  'dream-pop': ['dream-haze', 'romance-rose', 'ambient-mist', 'lofi-dusk', 'house-sunrise', 'ocean-deep'],
  'lo-fi': ['lofi-dusk', 'blue-smoke', 'dream-haze', 'earth-folk', 'concrete-purple'],
  'punk-rock': ['punk-riot', 'rock-red', 'experimental-clash', 'toxic', 'garage-denim'],
  'psychedelic-rock': ['psyche-acid', 'funk-70s', 'synth-sunset', 'desert', 'house-sunrise'],
};

/** The palettes that suit a genre besides its own (palette.ts `genrePresets`). */
export function kinPresets(genre: string): readonly PresetName[] {
  return ownEntry(GENRE_KIN, genre) ?? FAMILY_KIN[genreGroupOf(genre) ?? 'Other'];
}
