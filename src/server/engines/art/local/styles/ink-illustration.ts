// Ink illustration: black ink on white paper with one red spot colour. Distance is stippled,
// the middle ground hatched with a fine pen, the foreground solid black; brush-pen outlines.
// A heavy genre is scratchboard: white lines scraped out of a black board.
import { saturation } from '../color';
import { splatter } from '../brush';
import { jitter, polyPath, resample } from '../geometry';
import { el, group } from '../svg';
import { dotPattern, linePattern } from '../textures';
import { backdropColors, pickInk } from './titles';
import { isHeavyGenre } from '../palette';
import { shapeD, type StyleRenderer } from './style';

export const inkIllustration: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  // Scratchboard: the board is black, the white is scraped out, so the foreground's solid blacks
  // are the board left whole and the distance is scraped into fine white stipple and hatching.
  const heavy = isHeavyGenre(ctx.genre);
  const paper = heavy ? '#0d0d0d' : '#fbf9f3';
  const ink = heavy ? '#efece4' : '#121212';
  const spot = saturation(p.accent) > 0.45 ? p.accent : '#d2352b';
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: paper })];
  const fillOf = (role: string, tone: number) => {
    // Spotted blacks: near masses are solid ink, the middle distance densely hatched, the far
    // distance stippled, so the page is hard black against bare white.
    if (heavy) {
      if (role === 'far') return dotPattern(defs, ink, 6, 1.5 - tone * 0.6, 30);
      if (role === 'near' || role === 'focal' || tone >= 0.6) return paper;
      return linePattern(defs, ink, 6, 1.6 - tone * 0.8, 35);
    }
    if (role === 'far') return dotPattern(defs, ink, 7, 1.1 + tone * 0.8, 30);
    if (role === 'near' || role === 'focal' || tone >= 0.6) return ink;
    return linePattern(defs, ink, 4.5, 1.8 + tone * 1.2, 35);
  };
  for (const s of scene.shapes) {
    const d = shapeD(s);
    if (s.kind === 'line') {
      parts.push(el('path', { d, fill: 'none', stroke: s.slot === 'paper' || s.slot === 'accent2' ? paper : s.slot === 'accent' ? spot : ink, 'stroke-width': Math.max(1.5, (s.width ?? 2) * 0.9), 'stroke-linecap': 'round' }));
      continue;
    }
    if (s.role === 'celestial' || s.slot === 'accent') {
      // On scratchboard the light is scraped clean to the white under the black.
      parts.push(el('path', { d, fill: heavy && s.role === 'celestial' ? ink : spot }));
      continue;
    }
    if (s.slot === 'paper' || s.slot === 'sky0' || (s.role === 'detail' && s.tone < 0.3)) {
      parts.push(el('path', { d, fill: paper, stroke: ink, 'stroke-width': 1.5 }));
      continue;
    }
    parts.push(el('path', { d, fill: paper }));
    parts.push(el('path', { d, fill: fillOf(s.role, s.tone) }));
    // Brush pen: a heavy outline and a lighter second stroke that wanders off it.
    const ring = resample(s.pts, 12);
    parts.push(el('path', { d: polyPath(jitter(ring, rng, 0.6)), fill: 'none', stroke: ink, 'stroke-width': s.role === 'detail' ? 1.5 : heavy ? 2.2 : 3.6, 'stroke-linejoin': 'round' }));
    if (s.role !== 'detail') parts.push(el('path', { d: polyPath(jitter(ring, rng, 2)), fill: 'none', stroke: ink, 'stroke-width': 1.1, opacity: 0.7 }));
  }
  parts.push(splatter(rng, rng.int(100, 900), rng.int(100, 900), 90, 25, heavy ? paper : ink, 0.9));
  const { ink: titleInk } = heavy ? { ink } : pickInk(backdropColors(ctx, (s) => (s.role === 'celestial' ? spot : s.role === 'far' ? '#9a9a9a' : s.tone >= 0.75 ? ink : '#6a6a6a'), () => paper), [ink, paper]);
  return {
    art: group(parts.join('')),
    title: { treatment: { fill: titleInk, stroke: titleInk === ink ? paper : ink, strokeWidth: 0.08 } },
  };
};
