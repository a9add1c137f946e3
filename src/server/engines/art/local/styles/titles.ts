// Default title treatments shared by the painterly and digital styles; graphic styles set their own.
import { contrast, darken, lighten, mix } from '../color';
import type { Palette } from '../palette';
import { shapesUnder, type Shape } from '../scene/types';
import { shapeColor, titleArea, type StyleContext, type TitleSpec } from './style';

/** The colours really behind the title band, sampled on a grid (shape colour or sky). */
export function backdropColors(ctx: StyleContext, colorOf?: (s: Shape) => string, skyAt?: (y: number) => string): string[] {
  const { palette: p, scene } = ctx;
  const area = titleArea(scene.titleAt);
  const under = shapesUnder(scene, area);
  return under.map((s, i) => {
    if (s) return colorOf ? colorOf(s) : shapeColor(p, s);
    const y = area.y + ((i % 3) + 0.5) / 3 * area.h;
    return skyAt ? skyAt(y) : mix(p.sky[0], p.sky[1], y / 1000);
  });
}

/** The candidate whose weakest contrast over the backdrop (its 5th percentile) is best. */
export function pickInk(backdrop: readonly string[], candidates: readonly [string, ...string[]]): { ink: string; score: number } {
  let best = { ink: candidates[0], score: -1 };
  for (const c of candidates) {
    const scores = backdrop.map((b) => contrast(c, b)).sort((a, b) => a - b);
    const score = scores[Math.floor(scores.length * 0.05)];
    // No score at all for an empty backdrop: the first candidate stands.
    if (score !== undefined && score > best.score) best = { ink: c, score };
  }
  return best;
}

/** The light and dark inks the title can use for a palette. */
export function inks(p: Palette): { light: string; dark: string } {
  return { light: lighten(p.paper, 0.3), dark: darken(p.ink, 0.2) };
}

/** Light letters on dark covers and the reverse, always with an outline in the opposite ink. */
export function defaultTitle(ctx: StyleContext): TitleSpec {
  const { palette: p, genre } = ctx;
  const { light, dark } = inks(p);
  if (genre === 'synthwave' || genre === 'outrun') return chromeTitle(ctx);
  const fill = pickInk(backdropColors(ctx), [light, dark, p.accent]).ink;
  const outline = fill === dark ? light : dark;
  return {
    treatment: {
      fill,
      stroke: outline,
      strokeWidth: 0.07,
      shadow: { dx: 0.02, dy: 0.04, color: outline, blur: 6, opacity: 0.7 },
    },
  };
}

/** Synthwave chrome: sky-blue to white to a hard horizon line, then magenta, leaning forward. */
export function chromeTitle(ctx: StyleContext): TitleSpec {
  const { palette: p } = ctx;
  return {
    font: 'anton',
    upper: true,
    treatment: {
      fill: '#ffffff',
      gradient: [[0, '#d9f6ff'], [0.45, '#5ec8ff'], [0.5, '#1a0533'], [0.56, '#ff5fd2'], [1, '#fff0fb']],
      stroke: '#14002b',
      strokeWidth: 0.05,
      glow: { color: p.accent2, blur: 14, opacity: 0.8 },
      skew: -12,
    },
  };
}
