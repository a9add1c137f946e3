// Builds the cover's SVG: scene from the concept, palette from genre and mood, the style's
// painting of both, then the band name on top.
import { createRng, hashString } from '@server/lib/random';
import { ownEntry } from '@shared/lookup';
import type { RenderRequest } from '../art-engine';
import { adjustPalette, colourWash, elementsFor, fallingWeather, elementsInText, variationLight, HEAVY_MAX_LUMINANCE, heavyGround, NIGHT_MAX_LUMINANCE, moodOverlay, proofPixels, readsAsNegative, snowCover, steerPalette, titleScale, weatherOverlay, withElements } from './adjust';
import { litForPalette } from './scene/contrast';
import { describe, paintedSky } from './scene/describe';
import { colourWordsIn, isHueName } from './colour-words';
import { colourAsks, namedColourLayers, thingColours } from './named-colours';
import { ALL_FONT_FILES, FONTS, fontFilesFor } from './fonts';
import { framingFor, reframe } from './framing';
import { chooseMotif, drawMotif, isSceneMotif, pictureWords, type CoverMotif } from './motifs';
import { editConcept, removedNames, withoutBodies } from './subject-edits';
import { undrawnThings } from './undrawn';
import { phraseIn } from './mood-phrases';
import { choosePalette, fromPreset, isClubGenre, isHeavyGenre, type Palette } from './palette';
import { paletteForRequest } from './palette-request';
import { readRequest } from './scene/request';
import { TEMPLATE_RECIPES } from './template-recipes';
import type { TitleAt } from './scene/types';
import { STYLE_RENDERERS } from './style-registry';
import { withUnderlay } from './styles/over-weather';
import { titleArea } from './styles/style';
import { Defs } from './svg';
import { renderTitle } from './title-render';
import { fitTitle, fontForGenre } from './typography';

export interface ComposedCover {
  svg: string;
  /** All shipped faces: loading them from paths costs about a millisecond, and a style may mix faces. */
  fontFiles: readonly string[];
  defaultFontFamily: string;
  motif: CoverMotif;
  palette: Palette;
  /** What the picture shows, for alt text: "A cabin in the snow under a pale sky, title 'Glass Harbour'"
   * (its sky measured on a small proof of the cover). */
  readonly description: string;
}

/** What a cover is drawn from; `lettering` asks for a form of letters ('bubble', 'blackletter'...). */
export type CoverInput = Omit<RenderRequest, 'size'> & { lettering?: string };

/** The width of the proof the painted sky is measured on: enough to average a style's marks. */
const SKY_PROOF = 64;

/** Long names get a taller title band (grown towards the art) so they can stay large. */
function roomFor(name: string, area: { x: number; y: number; w: number; h: number }, at: TitleAt) {
  if (name.trim().length <= 22) return area;
  const extra = area.h * 0.35;
  return { ...area, h: area.h + extra, y: at === 'top' ? area.y : area.y - extra };
}

/** What a cover shows and in which colours: the scene before styling, and the final palette. */
function plan(req: CoverInput) {
  const seed = req.seed >>> 0;
  const vibe = req.vibe ?? '';
  const recipe = req.template ? ownEntry(TEMPLATE_RECIPES, req.template) : undefined;
  // Separate streams: the scene depends on seed and concept only, so every style of one
  // concept shows the same composition; the style's own marks come from their own stream, and a
  // variation's added elements from theirs, so a variation keeps the original's composition.
  const sceneRng = createRng((seed ^ hashString(`scene|${req.concept}`)) >>> 0);
  const paletteRng = createRng((seed ^ hashString(`palette|${req.genre}|${vibe}`)) >>> 0);
  // Where the concept sets the name ('runs big across the top'), else the seed's choice.
  const seededAt: TitleAt = sceneRng.chance(0.5) ? 'top' : 'bottom';
  const titleAt: TitleAt = recipe ? seededAt : titleAtFrom(req.concept) ?? seededAt;
  // A variation that removes or swaps a thing redraws the subject from the concept without it.
  const edited = editConcept(req.concept, req.adjust);
  const motif = recipe?.motif ?? chooseMotif(edited.concept, req.genre, sceneRng, edited.exclude);
  const drawn = withoutBodies(drawMotif(motif, { rng: sceneRng, titleAt }, edited.concept), req.adjust?.clear);
  const base = recipe ? fromPreset(recipe.palette, paletteRng) : choosePalette(req.genre, vibe, req.concept, paletteRng);
  const steered = recipe?.hue ? steerPalette(base, recipe.hue, 'text') : base;
  // What the request's words ask for (night, rain, 'teal and amber', bubble lettering); a template keeps its recipe.
  // A club genre's picture is a night unless the words name another hour (a studio DJ was lit by day).
  const read = recipe ? undefined : readRequest(req.concept);
  const reading = read && !read.time && isClubGenre(req.genre) ? { ...read, time: 'night' as const } : read;
  const asked = reading ? paletteForRequest(steered, reading, req.adjust, isHeavyGenre(req.genre)) : steered;
  // A colour the words name ('cold blue light', 'crimson') leads the picture; a template keeps its own colours.
  // The sky's own colour ('a clear blue sky') leads whatever came first; a colour the words give the
  // lights ('green lights') lights the picture and never leads it.
  const lead = reading?.sky ?? colourWordsIn(`${vibe} ${colourWordsOf(req.concept)}`).find((c) => c.hue !== reading?.lights)?.hue;
  const palette = adjustPalette(asked, req.adjust, recipe ? undefined : lead, reading?.sky !== undefined);
  const time = req.adjust?.time ?? (reading?.time && !(isHeavyGenre(req.genre) && (reading.time === 'day' || reading.time === 'dawn')) ? reading.time : undefined);
  const lettering = req.lettering ?? reading?.lettering;
  // Every colour asked for, the leading one first: a variation's colour replaces the request's.
  // A colour in the subject's detail before a named colour story ('every window lit gold, ... in
  // frozen blues') stays detail, as it does for the lead.
  const named = recipe ? [] : req.adjust?.colour && isHueName(req.adjust.colour) ? [req.adjust.colour] : [...new Set([...(lead ? [lead] : []), ...readRequest(colourWordsOf(req.concept)).colours])];
  return { seed, recipe, paletteRng, titleAt, motif, drawn: lettering ? { ...drawn, lettering } : drawn, palette, time, lettering, named, drawnFrom: edited.concept };
}

/** Where a variation's light, colour and mood are laid (a comment, so a proof without them draws nothing there). */
const VARIATION_MARK = '<!--variation-->';
/** Where the falling rain and snow lie: a picture drawn as its negative keeps them out of it. */
const FALLING_MARK = '<!--falling-->';

/** Styles whose night, where still too light, is the same picture under a moonlit blue: a
 * painting's negative is no night (a watercolour at night read as a photographic negative). A
 * drawing or a print on light stock is taken down as its negative instead, which reads as the
 * same marks in white on black paper or stock, and keeps those styles apart from each other. */
const MOONLIT: ReadonlySet<string> = new Set(['watercolor', 'oil-painting', 'acrylic-painting', 'photorealistic', 'anime', 'digital-art', '3d-render', 'surrealism', 'vector-art', 'minimalist', 'abstract-expressionism', 'graffiti']);

/** Where a concept sets the band's name: 'across the top', 'along the foot' (concepts.ts). */
function titleAtFrom(concept: string): TitleAt | undefined {
  const m = /\b(?:across|along) the (top|foot|bottom)\b/i.exec(concept);
  return m ? (m[1]?.toLowerCase() === 'top' ? 'top' : 'bottom') : undefined;
}

/** The cover's alt text without drawing it: "A cabin in the snow under a pale blue sky, title 'Glass Harbour'". */
export function describeCover(req: CoverInput): string {
  // Composed, so it names the sky the style painted (measured on a proof), as the render's does.
  return composeCover(req).description;
}

export function composeCover(req: CoverInput): ComposedCover {
  const { seed, recipe, paletteRng, titleAt, motif, drawn, palette, time, lettering, named, drawnFrom } = plan(req);
  // A template draws its own recipe whatever style was asked: that is what makes it that template.
  const style = recipe?.style ?? req.style;
  const styleRng = createRng((seed ^ hashString(`style|${style}`)) >>> 0);
  const extraRng = createRng((seed ^ hashString(`extra|${req.concept}`)) >>> 0);
  // A library subject takes the concept's composition as its layout; a scene builder's is reframed.
  const framing = recipe || !isSceneMotif(motif) ? undefined : framingFor(req.concept);
  const framed = framing ? reframe(drawn, framing) : drawn;
  // The weather of the picture's words: the quoted band name's 'Lightning' is no storm.
  const elements = elementsFor(pictureWords(req.concept), { ...req.adjust, time, add: [...(recipe?.add ?? []), ...(req.adjust?.add ?? [])] }, framed);
  // A library subject's lit body takes a colour that stands out from this palette's sky.
  const scene = withElements(isSceneMotif(motif) ? framed : litForPalette(framed, palette), elements, extraRng);
  const font = fontForGenre(req.genre, paletteRng);
  const defs = new Defs();
  const painted = STYLE_RENDERERS[style]({ scene, palette, rng: styleRng, defs, genre: req.genre, font, bandName: req.bandName, lettering, night: time === 'night' && !recipe, borderless: recipe !== undefined });
  // An untitled cover has no title layer: a style's frame then stays in its art.
  const untitled = req.bandName.trim() === '';
  // A variation's light, colour and mood reach the whole cover: laid over a style's frame, margin
  // or badge field (the title's underlay) when it has one, else over the art; under the letters.
  const dark = time === 'night' || isHeavyGenre(req.genre);
  // 'Brighter' lifts by more only on a heavy genre's near-black: a night's picture lifted that much
  // blew out to white.
  const global = variationLight(req.adjust, scene, defs, dark) + colourWash(req.adjust?.colour, dark) + moodOverlay(req.adjust?.mood, req.adjust?.mood === 'brighter' ? isHeavyGenre(req.genre) : dark, defs);
  const hasFrame = !untitled && painted.title.underlay !== undefined;
  // Where that layer goes is marked first, so the dark safety net below can be measured on the
  // picture without it and then laid the same way under the variation as under its source.
  const out = { ...painted, title: withUnderlay(painted.title, hasFrame ? VARIATION_MARK : '') };
  const scale = titleScale(req.adjust?.title);
  const layout = fitTitle(req.bandName, {
    font: out.title.font ?? font,
    area: scaled(roomFor(req.bandName, out.title.area ?? titleArea(titleAt), titleAt), scale, titleAt),
    maxSize: (out.title.maxSize ?? 190) * scale,
    tracking: out.title.tracking,
    upper: out.title.upper,
    align: out.title.align,
  });
  // A studio picture made without a band name carries no title: the art fills the frame.
  const title = untitled ? '' : out.title.render ? out.title.render(layout, defs) : renderTitle(layout, out.title.treatment, defs);
  const settled = req.adjust?.add?.includes('snow') ? snowCover(scene, defs, time === 'night') : '';
  const blizzard = settled !== '' && elementsInText(pictureWords(req.concept), ['snow']).length > 0;
  // Snow the variation lays on the land is part of the variation: over a night's or a heavy
  // genre's dark, not taken back down with it (a midnight picture given snow looked as it was).
  // Under a frame it stays in the art, inside the frame.
  const air = weatherOverlay(scene, elements, palette, extraRng, defs);
  const falling = fallingWeather(elements, palette, scene, extraRng, defs, blizzard);
  const weather = (hasFrame ? settled : '') + air + FALLING_MARK + (hasFrame ? '' : VARIATION_MARK);
  const variation = hasFrame ? global : settled + global;
  const open = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="1000" height="1000">';
  const face = FONTS[layout.font];
  // Measured with the falling weather in it, as it is seen; laid outside a negative (below).
  const art = `${out.art}${weather}`.replace(FALLING_MARK, falling + FALLING_MARK);
  const rest = `${title}${out.overlay ?? ''}`;
  const proofOf = (content: string, width: number) => proofPixels(`${open}${defs.toString()}${content}</svg>`, ALL_FONT_FILES, face.family, width);
  // Every colour the request names is seen: where the style's own colours or the night hid one,
  // it is brought in (named-colours.ts), measured on a small proof.
  // A night variation keeps the request's colours in its palette but brings none in as glows: a
  // screen glow of 'blue' rising from the land lit the lower half like day ('make it night').
  const asks = req.adjust?.time === 'night' ? [] : colourAsks(named, scene.horizon, scene.focal, recipe ? undefined : thingColours(pictureWords(colourWordsOf(req.concept))));
  const tint = (content: string, dark: boolean) => {
    if (asks.length === 0) return '';
    const first = namedColourLayers(proofOf(content, 32), asks, defs, dark);
    // Measured again once: a colour that was there may have been washed over by another one's layer.
    return first ? first + namedColourLayers(proofOf(content + first, 32), asks, defs, dark) : '';
  };
  // Every style paints a heavy genre dark itself; the safety net measures proofs of the cover and
  // takes down whatever is still too bright: a 48 px one (fine textures read brightest that small)
  // and a 160 px one (a thumbnail drops patterns finer than a pixel, so a collage of halftone and
  // striped scraps read dark at 48 px and pale at full size).
  // A night the request asked for is held dark the same way, whatever paper or wall the style lays.
  // A night asked to be brighter is let be brighter: held down, its light paper turned to its
  // negative and the 'brighter' picture came out a dark sheet with a white road.
  const darkAt = recipe ? undefined : isHeavyGenre(req.genre) ? HEAVY_MAX_LUMINANCE : time === 'night' && req.adjust?.mood !== 'brighter' ? NIGHT_MAX_LUMINANCE : undefined;
  // Brought in under the title (so the name keeps its own colours) and before the dark: a picture
  // to be taken down gets its colours as glows, bright enough to survive it.
  const lit = (content: string) => content.replace(VARIATION_MARK, variation);
  const tinted = tint(lit(art), darkAt !== undefined);
  const plain = `${art}${tinted}${rest}`;
  // The dark of a heavy genre or of the request's own night belongs to the source picture: measured
  // with the variation's light in it, the net took back what 'darker', 'brighter' or 'at dusk' did
  // (a doom cover made darker came out as dark as it was). A night the variation asks for is the
  // variation itself, so that one is measured with it.
  const measured = req.adjust?.time === 'night' ? lit(plain) : plain;
  const moon = darkAt === NIGHT_MAX_LUMINANCE && MOONLIT.has(style);
  // A picture is drawn as its negative only if it is a light drawing before its named colours'
  // glows were brought in (read with them, a dark subject among gold glows became a pale ghost).
  const negative = darkAt && tinted && !moon ? readsAsNegative([48, 160].map((w) => proofOf(measured.replace(tinted, ''), w)), darkAt) : undefined;
  const heavy = darkAt ? heavyGround([48, 160].map((w) => proofOf(measured, w)), darkAt, darkAt === NIGHT_MAX_LUMINANCE ? 0.88 : 0.8, moon, negative) : undefined;
  // A picture asked for in black and white is so to its edges: its name and frame too (a
  // style's own coloured sheet left a red title over a grey print).
  const greyed = req.adjust?.colour === 'black-and-white' ? colourWash('black-and-white') : '';
  const final = (heavy ? heavy(plain.replace(falling + FALLING_MARK, FALLING_MARK)).replace(FALLING_MARK, heavy.outside(falling)).replace(VARIATION_MARK, heavy.outside(variation)) : lit(plain)) + greyed;
  const svg = `${open}${defs.toString()}${final}</svg>`;
  // The alt text names the sky as painted: a style may lay its own paper, wall or night over the
  // palette's. It is measured on a small proof (about 15 ms), the same at every render size.
  const fontFiles = fontFilesFor(req.bandName);
  const describeFrom = (pixels: Uint8Array | Buffer, width: number) =>
    describe(scene.description, palette, req.bandName, { time, elements, added: req.adjust?.add, removed: removedNames(req.adjust, scene, req.concept), undrawn: recipe ? [] : undrawnThings(drawnFrom), sky: paintedSky(pixels, width, scene.horizon, titleAt, scene.focal) });
  let proofDescription: string | undefined;
  // A name in a script the display faces lack brings the fallback faces that draw it.
  return {
    svg, fontFiles, defaultFontFamily: face.family, motif, palette,
    get description() {
      proofDescription ??= describeFrom(proofPixels(svg, fontFiles, face.family, SKY_PROOF), SKY_PROOF);
      return proofDescription;
    },
  };
}

/** The part of a concept whose colour words may repaint it. A concept that names its colour story
 * ('in frozen blues and white') is drawn in that story: a subject's own detail before it ('every
 * window lit gold') stays detail, while words added after it (a user's edit) still lead. */
function colourWordsOf(concept: string): string {
  const phrase = phraseIn(concept);
  return phrase ? concept.slice(phrase.end) : concept;
}

/** A bigger or smaller title: its band grows towards the art (or shrinks) from the cover's edge. */
function scaled(area: { x: number; y: number; w: number; h: number }, k: number, at: TitleAt) {
  if (k === 1) return area;
  const h = Math.min(area.h * k, 520);
  const w = k < 1 ? area.w * Math.max(0.6, k) : area.w;
  const x = area.x + (area.w - w) / 2;
  return { x, w, h, y: at === 'top' ? area.y : area.y + area.h - h };
}
