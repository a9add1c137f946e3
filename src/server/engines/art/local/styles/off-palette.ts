// A style's own field colour, chosen away from the palette. Styles that follow the palette
// (digital art's key light, minimalist's field, a vector badge's field) fill the frame with the
// palette's sky and accents; a style that lays a fixed colour of its own collides with them
// whenever a palette happens to carry that colour. Picking, among a few colours the style could
// plausibly be, the one whose hue lies farthest from every hue the palette paints with keeps a
// margin on any input rather than on most.
import { hueDistance, mix, toHsl, toRgb } from '../color';
import type { Palette } from '../palette';

/** Chroma (0..1): how much colour there is, whatever the lightness; a near-black has little. */
function chroma(hex: string): number {
  const rgb = toRgb(hex);
  return (Math.max(...rgb) - Math.min(...rgb)) / 255;
}

/**
 * The palette's hues that read as colour (greys and near-blacks have no hue worth avoiding). The
 * sky's hue counts even when faint: minimalist saturates it into its whole field.
 */
function paletteHues(p: Palette): number[] {
  const sky = mix(p.sky[0], p.sky[1], 0.5);
  return [...[p.sky[0], p.sky[1], p.accent, p.accent2].filter((c) => chroma(c) > 0.12), ...(chroma(sky) > 0.03 ? [sky] : [])].map((c) => toHsl(c)[0]);
}

/**
 * The candidate hue farthest from the palette's hues. `penalty` (degrees, per candidate) makes a
 * candidate a last resort: one another style already owns, taken only when the palette covers the rest.
 */
export function offPaletteHue(p: Palette, candidates: readonly number[], penalty: readonly number[] = [], avoid: readonly number[] = []): number {
  return offPalette(p, candidates, penalty, avoid).hue;
}

/** As offPaletteHue, with the margin in degrees between the pick and the nearest hue it avoids. */
export function offPalette(p: Palette, candidates: readonly number[], penalty: readonly number[] = [], avoid: readonly number[] = []): { hue: number; margin: number } {
  const hues = [...paletteHues(p), ...avoid];
  let best = { hue: candidates[0] ?? 0, margin: 0 };
  let bestScore = -Infinity;
  candidates.forEach((h, i) => {
    const margin = Math.min(180, ...hues.map((ph) => hueDistance(h, ph)));
    const score = margin - (penalty[i] ?? 0);
    if (score > bestScore) {
      bestScore = score;
      best = { hue: h, margin };
    }
  });
  return best;
}

/*
 * The styles that lay a colour of their own pick it in turn, each away from the palette and from
 * the colours picked before it, so two of them never land on the same field.
 */

/** Minimalist's one field: a decisive colour opposite the sky's (or the accent's) hue. */
export function minimalistFieldHue(p: Palette): number {
  const sky = mix(p.sky[0], p.sky[1], 0.5);
  const h = toHsl(chroma(sky) > 0.06 ? sky : p.accent)[0];
  return offPaletteHue(p, [h + 180, h + 140, h + 220].map((x) => x % 360));
}

/**
 * The stencil's painted wall: dusty pink, sage green or peach; undefined (bare grey concrete)
 * when none of them stands 40 degrees clear of the palette and minimalist's field.
 */
export function stencilWallHue(p: Palette): number | undefined {
  const pick = offPalette(p, [340, 100, 25], [0, 0, 10], [minimalistFieldHue(p)]);
  return pick.margin >= 40 ? pick.hue : undefined;
}

/**
 * The pastel's sheet: wine, ultramarine, red earth or green, also kept off the two skies other
 * styles paint whatever the palette (anime's film blue, violet at night, and photography's teal).
 */
export function pastelSheetHue(p: Palette): number {
  return offPaletteHue(p, [338, 228, 22, 148], [0, 0, 5, 5], [p.dark ? 250 : 215, 190]);
}

/**
 * The 3D studio's lamp: mint, else orchid, sky blue, lime or (a last resort) the amber clay light;
 * also off minimalist's field, the stencil's wall and the pastel's sheet.
 */
export function studioLampHue(p: Palette): number {
  const wall = stencilWallHue(p);
  return offPaletteHue(p, [155, 300, 205, 100, 45], [0, 5, 15, 20, 30], [minimalistFieldHue(p), pastelSheetHue(p), ...(wall === undefined ? [] : [wall])]);
}

