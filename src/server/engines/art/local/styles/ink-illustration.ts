// Ink illustration: black ink on white paper with one spot colour, laid as a big flat disc behind
// the subject. The page stays white: distance stippled, the land hatched with a fine pen, only the
// subject solid black; brush-pen outlines. A heavy genre is scratchboard: white lines scraped out
// of a black board, with a burst of scraped rays round the subject.
import { lightness, saturation } from '../color';
import { splatter } from '../brush';
import { jitter, polyPath, resample } from '../geometry';
import { el, group } from '../svg';
import { dotPattern, linePattern } from '../textures';
import { backdropColors, pickInk } from './titles';
import { isHeavyGenre } from '../palette';
import { titleBand } from '../scene/types';
import { shapeD, type StyleRenderer } from './style';

export const inkIllustration: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  // Scratchboard: the board is black, the white is scraped out, so the foreground's solid blacks
  // are the board left whole and the distance is scraped into fine white stipple and hatching.
  const heavy = isHeavyGenre(ctx.genre);
  const paper = heavy ? '#060606' : '#fbf9f3';
  const ink = heavy ? '#efece4' : '#121212';
  // The spot colour has to print strong against white: a pale accent falls back to vermilion.
  const spot = saturation(p.accent) > 0.45 && lightness(p.accent) < 0.7 ? p.accent : '#d2352b';
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: paper })];
  // The spot colour's one big gesture: a flat disc laid behind the subject, as a sumi-e or
  // poster illustrator sets the ink drawing against a single red sun. It keeps out of the title.
  const { cx, cy, r } = scene.focal;
  const [bandTop, bandBottom] = titleBand(scene.titleAt);
  const room = scene.titleAt === 'top' ? cy - bandBottom : bandTop - cy;
  const discR = Math.min(r * 2.6, 330, Math.max(150, room));
  // Scratchboard has no spot colour: there the gesture is a burst of rays scraped out round the
  // subject, wide enough to read as light at any size.
  if (heavy) {
    // The rays may run on under the title: the light lettering sits on the board either way.
    const rayR = Math.max(150, Math.min(r * 2.6, 330, room + r * 0.6));
    let rays = '';
    const count = 40;
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + rng.next() * 0.05;
      const w = (Math.PI / count) * (0.35 + rng.next() * 0.35);
      const r0 = r * (1.05 + rng.next() * 0.3);
      const r1 = rayR * (1.3 + rng.next() * 0.5);
      rays += polyPath([[cx + Math.cos(a) * r0, cy + Math.sin(a) * r0], [cx + Math.cos(a - w) * r1, cy + Math.sin(a - w) * r1], [cx + Math.cos(a + w) * r1, cy + Math.sin(a + w) * r1]]);
    }
    parts.push(el('path', { d: rays, fill: ink, opacity: 0.6 }));
  } else {
    parts.push(el('circle', { cx, cy, r: discR, fill: spot }));
  }
  const fillOf = (role: string, tone: number) => {
    // Scratchboard: near masses are the board left whole, the middle distance hatched and the
    // far distance stippled in scraped white.
    if (heavy) {
      if (role === 'far') return dotPattern(defs, ink, 6, 1.5 - tone * 0.6, 30);
      if (role === 'near' || role === 'focal' || tone >= 0.6) return paper;
      return linePattern(defs, ink, 6, 1.6 - tone * 0.8, 35);
    }
    // A pen drawing keeps the page white: only the subject is solid black, the land is hatched.
    if (role === 'far') return dotPattern(defs, ink, 9, 0.9 + tone * 0.6, 30);
    if (role === 'focal' || tone >= 0.9) return ink;
    return linePattern(defs, ink, 7, 1.2 + tone * 1.2, role === 'near' ? -35 : 35);
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
  const { ink: titleInk } = heavy ? { ink } : pickInk(backdropColors(ctx, (s) => (s.role === 'celestial' ? spot : s.role === 'focal' || s.tone >= 0.9 ? ink : '#c8c8c8'), () => paper), [ink, paper]);
  return {
    art: group(parts.join('')),
    title: { treatment: { fill: titleInk, stroke: titleInk === ink ? paper : ink, strokeWidth: 0.08 } },
  };
};
