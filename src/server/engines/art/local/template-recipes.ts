// How the local renderer draws each studio template (catalog/image-templates.ts): its own motif,
// palette, style and weather, matching what the template's description promises, so the 21 are
// recognisably different and the three of a genre never look alike.
import type { ArtStyle } from '@shared/catalog/art-styles';
import type { AddableElement } from './adjust';
import type { HueName } from './colour-words';
import type { Motif } from './motifs';
import type { PresetName } from './palette-presets';

export interface TemplateRecipe {
  motif: Motif;
  palette: PresetName;
  style: ArtStyle;
  /** Elements laid on the scene (a moon over the city, fog in the forest). */
  add?: readonly AddableElement[];
  /** A hue the palette is steered to (the blood-red moon). */
  hue?: HueName;
}

export const TEMPLATE_RECIPES: Record<string, TemplateRecipe> = {
  'rock-vintage': { motif: 'road', palette: 'funk-70s', style: 'vintage-poster' },
  'rock-minimal': { motif: 'geometry', palette: 'rock-red', style: 'minimalist' },
  'rock-urban': { motif: 'skyline', palette: 'garage-denim', style: 'photorealistic' },
  'electronic-neon': { motif: 'grid', palette: 'synth-sunset', style: 'digital-art' },
  'electronic-abstract': { motif: 'geometry', palette: 'psyche-acid', style: 'vector-art' },
  'electronic-minimal': { motif: 'celestial', palette: 'techno-mono', style: 'minimalist' },
  'hiphop-street': { motif: 'crowd', palette: 'concrete-purple', style: 'graffiti' },
  'hiphop-luxury': { motif: 'vinyl', palette: 'luxury-gold', style: '3d-render', add: ['stars'] },
  'hiphop-artistic': { motif: 'eye', palette: 'world-spice', style: 'acrylic-painting' },
  'metal-dark': { motif: 'mountains', palette: 'blood-bone', style: 'linocut' },
  'metal-fantasy': { motif: 'forest', palette: 'ice', style: 'oil-painting', add: ['fog'] },
  'metal-industrial': { motif: 'machine', palette: 'toxic', style: 'stencil' },
  'pop-colorful': { motif: 'flower', palette: 'candy-pop', style: 'pop-art' },
  'pop-dreamy': { motif: 'celestial', palette: 'dream-haze', style: 'anime', add: ['clouds'] },
  'pop-retro': { motif: 'waves', palette: 'sunny-beach', style: 'comic-book' },
  'folk-natural': { motif: 'forest', palette: 'earth-folk', style: 'watercolor' },
  'folk-vintage': { motif: 'mountains', palette: 'doom-ochre', style: 'etching', add: ['birds'] },
  'folk-modern': { motif: 'flower', palette: 'forest-night', style: 'linocut' },
  'jazz-classic': { motif: 'vinyl', palette: 'midnight-brass', style: 'screen-print' },
  'jazz-modern': { motif: 'geometry', palette: 'classical-ivory', style: 'collage' },
  'jazz-artistic': { motif: 'skyline', palette: 'soul-velvet', style: 'abstract-expressionism', add: ['moon'] },
};
