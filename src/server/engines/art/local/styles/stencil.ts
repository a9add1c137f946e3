// Stencil: hard-edged two-tone cuts sprayed on a painted wall (a heavy genre: on a concrete wall).
// Dark tones become solid ink, light ones bars of ink; ties (bridges) cross the cut-outs; a faint
// overspray halo and mist.
import { darken, hsl, mix, shift } from '../color';
import { polyPath, type Pt } from '../geometry';
import { el, group, n } from '../svg';
import { grain, linePattern, specks } from '../textures';
import { shapeD, type StyleRenderer } from './style';
import { backdropColors, pickInk } from './titles';
import { isHeavyGenre } from '../palette';
import { stencilWallHue } from './off-palette';

export const stencil: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  // Sprayed on a painted plaster wall: dusty pink, sage green or peach, whichever lies farthest
  // from the palette and from minimalist's field, or bare grey concrete when the palette leaves
  // none of them clear. The wall's colour is the street's, not the picture's: a fixed warm ground
  // (the kraft board this once was) met the umber of oil, the kraft of collage and the brick of
  // graffiti on every warm palette. The ink is the darkest ground colour pushed to near-black. A
  // heavy genre is sprayed in black on bare concrete: the black cut carries the darkness, the
  // wall stays the street's own mid grey (a darker one sat beside the scratchboard's black), and the one spray colour carries the picture.
  const heavy = isHeavyGenre(ctx.genre);
  const wallHue = heavy ? undefined : stencilWallHue(p);
  const wallC = heavy ? '#8c8c8c' : wallHue === undefined ? '#7f8284' : hsl(wallHue, 0.62, 0.68);
  const ink = heavy ? '#0a0a0a' : darken(p.ground[2], 0.55);
  const spray = shift(p.accent, 0, 0.25, 0);
  const cut: string[] = [];
  for (const s of scene.shapes) {
    const d = s.kind === 'line' || s.smooth ? shapeD(s) : polyPath(s.pts);
    if (s.kind === 'line') {
      const c = s.slot === 'accent' ? spray : s.slot === 'accent2' || s.slot === 'paper' ? wallC : ink;
      cut.push(el('path', { d, fill: 'none', stroke: c, 'stroke-width': Math.max(4, (s.width ?? 2) * 1.3), 'stroke-linecap': 'butt' }));
      continue;
    }
    if (s.role === 'celestial' || s.slot === 'accent') {
      cut.push(el('path', { d, fill: spray }));
      // Ties across the sprayed sun or moon, as a real stencil needs to hold its centre: cut
      // with the disc, so what stands in front of it stays whole (laid across the subject, they
      // cut a face or a guitarist in two).
      if (s.role === 'celestial' && s.circle) {
        const { cx, cy, r } = s.circle;
        const ties = [-0.35, 0.3].map((f) => `M${n(cx - r * 1.1)} ${n(cy + r * f)}H${n(cx + r * 1.1)}`).join('');
        cut.push(el('path', { d: ties, stroke: wallC, 'stroke-width': 5, fill: 'none' }));
      }
      continue;
    }
    if (s.slot === 'paper' || s.slot === 'sky0' || (s.role === 'detail' && s.tone < 0.3)) {
      // Light details are cut-outs: bare wall, edged in ink where they sit on the wall.
      cut.push(el('path', { d, fill: wallC, stroke: s.role === 'detail' ? undefined : ink, 'stroke-width': s.role === 'detail' ? undefined : 5 }));
      continue;
    }
    // Two tones only: dark masses solid, light ones as stencil bars.
    // Three layers of stencil: the distance in a mid grey, the near masses in black.
    const layerC = s.role === 'far' || s.role === 'mid' ? mix(ink, wallC, 0.55) : ink;
    cut.push(el('path', { d, fill: s.tone >= 0.5 ? layerC : linePattern(defs, ink, 22, 11, 0) }));
  }
  const body = cut.join('');
  const mist: Pt[] = [];
  for (let i = 0; i < 3; i++) mist.push([rng.int(150, 850), rng.int(150, 850)]);
  const parts = [
    el('rect', { width: 1000, height: 1000, fill: wallC }),
    // The wall's plaster: a soft unevenness, not a camouflage mottle (a heavy one read as mud).
    grain(defs, { freq: 0.03, octaves: 3, opacity: heavy ? 0.55 : 0.4, contrast: heavy ? 1.2 : 1 }),
    // Overspray: the same cut sprayed a touch off and faint, then the sharp cut.
    group(body, { transform: 'translate(4 5)', opacity: 0.14 }),
    body,
    specks(rng, 500, ink, 1.3, 0.55),
    ...mist.map(([x, y]) => el('circle', { cx: x, cy: y, r: 160, fill: defs.radial([[0, spray, 0.12], [1, spray, 0]]) })),
  ];
  const backdrop = backdropColors(ctx, (sh) => (sh.role === 'celestial' || sh.slot === 'accent' ? spray : sh.slot === 'paper' || sh.role === 'detail' ? wallC : sh.tone >= 0.5 ? ink : mix(ink, wallC, 0.5)), () => wallC);
  // Black metal's name is blackletter with no ties through it (styles/lettering.ts): without them
  // it would be plain type on a grey plate, so its plate is sprayed in the can's colour.
  const blackMetal = ctx.genre === 'black-metal';
  const pick = blackMetal ? { ink, score: 0 } : pickInk(backdrop, [ink, wallC]);
  const plate = blackMetal ? spray : pick.ink === ink ? wallC : ink;
  return {
    art: group(parts.join('')),
    title: {
      font: ctx.font === 'pirata' ? 'pirata' : 'anton',
      upper: true,
      treatment: {
        fill: pick.ink,
        // Ties cut clean through the letters, the wall or plate showing in the gaps: painted bars
        // ran across the whole name and between the letters, ruling it through.
        cut: true,
        // On a busy patch the name gets its own sprayed plate; so does a heavy genre's, whose
        // storm and smoke bands would swallow black letters.
        backing: heavy || pick.score < 4 ? { color: plate, pad: 0.14, kind: 'box' } : undefined,
        shadow: { dx: 0.015, dy: 0.02, color: pick.ink, opacity: 0.2 },
      },
    },
    overlay: grain(defs, { freq: 0.9, octaves: 1, opacity: 0.18, contrast: 1.2, tile: 180 }),
  };
};
