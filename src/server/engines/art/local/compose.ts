// Builds the cover's SVG: scene from the concept, palette from genre and mood, the style's
// painting of both, then the band name on top.
import { createRng, hashString } from '@server/lib/random';
import type { RenderRequest } from '../art-engine';
import { ALL_FONT_FILES, FONTS } from './fonts';
import { chooseMotif, MOTIFS, type Motif } from './motifs';
import { choosePalette, type Palette } from './palette';
import type { TitleAt } from './scene/types';
import { STYLE_RENDERERS } from './style-registry';
import { titleArea } from './styles/style';
import { Defs } from './svg';
import { renderTitle } from './title-render';
import { fitTitle, fontForGenre } from './typography';

export interface ComposedCover {
  svg: string;
  /** All shipped faces: loading them from paths costs about a millisecond, and a style may mix faces. */
  fontFiles: readonly string[];
  defaultFontFamily: string;
  motif: Motif;
  palette: Palette;
}

export type CoverInput = Omit<RenderRequest, 'size'>;

/** Long names get a taller title band (grown towards the art) so they can stay large. */
function roomFor(name: string, area: { x: number; y: number; w: number; h: number }, at: TitleAt) {
  if (name.trim().length <= 22) return area;
  const extra = area.h * 0.35;
  return { ...area, h: area.h + extra, y: at === 'top' ? area.y : area.y - extra };
}

export function composeCover(req: CoverInput): ComposedCover {
  const seed = req.seed >>> 0;
  const vibe = req.vibe ?? '';
  // Separate streams: the scene depends on seed and concept only, so every style of one
  // concept shows the same composition; the style's own marks come from their own stream.
  const sceneRng = createRng((seed ^ hashString(`scene|${req.concept}`)) >>> 0);
  const paletteRng = createRng((seed ^ hashString(`palette|${req.genre}|${vibe}`)) >>> 0);
  const styleRng = createRng((seed ^ hashString(`style|${req.style}`)) >>> 0);

  const titleAt: TitleAt = sceneRng.chance(0.5) ? 'top' : 'bottom';
  const motif = chooseMotif(req.concept, req.genre, sceneRng);
  const scene = MOTIFS[motif]({ rng: sceneRng, titleAt });
  const palette = choosePalette(req.genre, vibe, req.concept, paletteRng);
  const font = fontForGenre(req.genre, paletteRng);
  const defs = new Defs();
  const out = STYLE_RENDERERS[req.style]({ scene, palette, rng: styleRng, defs, genre: req.genre, font, bandName: req.bandName });
  const layout = fitTitle(req.bandName, {
    font: out.title.font ?? font,
    area: roomFor(req.bandName, out.title.area ?? titleArea(titleAt), titleAt),
    maxSize: out.title.maxSize ?? 190,
    tracking: out.title.tracking,
    upper: out.title.upper,
    align: out.title.align,
  });
  const title = out.title.render ? out.title.render(layout, defs) : renderTitle(layout, out.title.treatment, defs);
  const body = `${out.art}${title}${out.overlay ?? ''}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="1000" height="1000">${defs.toString()}${body}</svg>`;
  const face = FONTS[layout.font];
  return { svg, fontFiles: ALL_FONT_FILES, defaultFontFamily: face.family, motif, palette };
}
