// Screen print: a gig poster pulled in three flat inks on off-white stock. Each ink is its own
// layer, slightly off register and multiplied, so overlaps make a fourth colour and edges halo.
// A heavy genre is pulled on black stock: the bright inks print lighter over each other (screen),
// the sky only a sparse halftone and the masses the bare black of the stock.
import { darken, hsl, lightness, saturation, shift } from '../color';
import { el, group } from '../svg';
import { isHeavyGenre, namedInks } from '../palette';
import { dotPattern, grain } from '../textures';
import type { Shape } from '../scene/types';
import { shapeD, titleArea, type StyleRenderer } from './style';

/** Pushes a colour to a bright, flat printing ink. */
function inkOf(c: string): string {
  // Poster inks are dense: pale colours are pulled down to a printable middle value.
  const l = lightness(c);
  return saturation(c) < 0.2 ? hsl(20, 0.7, 0.55) : shift(c, 0, 0.3, l < 0.35 ? 0.2 : l > 0.6 ? 0.55 - l : 0);
}

export const screenPrint: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const heavy = isHeavyGenre(ctx.genre);
  const stock = heavy ? '#141215' : '#f3eee2';
  // The colours the request named are pulled as the inks, the palette's own only where none was
  // named: the first is the sky's (ink B covers the most), a second the lights' ('teal and amber':
  // a teal sky, an amber sun).
  const [named, named2] = namedInks(p);
  const inkA = inkOf(named2 ?? p.accent);
  const inkB = inkOf(named ?? (p.accent2 === p.accent ? p.ground[0] : p.accent2));
  const inkC = heavy ? stock : darken(p.ink, 0.1);
  const layerOf = (s: Shape): 'A' | 'B' | 'C' =>
    s.role === 'celestial' || s.slot === 'accent' ? 'A' : s.role === 'far' || s.slot === 'g0' || s.slot === 'accent2' || s.slot === 'paper' ? 'B' : 'C';
  const layers: Record<'A' | 'B' | 'C', string[]> = { A: [], B: [], C: [] };
  const top: string[] = [];
  // The sky is knocked out where the sun sits, as a printer would cut the screen.
  const knock = scene.shapes.filter((s) => s.kind !== 'line' && (s.role === 'celestial' || s.slot === 'accent' || (s.role === 'focal' && s.kind === 'circle'))).map(shapeD).join('');
  const skyClip = defs.add('cp', (id) => el('clipPath', { id }, el('path', { d: `M-10 -10H1010V1010H-10Z${knock}`, 'clip-rule': 'evenodd' })));
  // Ink B prints the sky as a halftone ramp, densest at the top.
  // On black stock the ramp turns over: sparse dots at the top, thickening into a glow at the horizon.
  layers.B.push(group(
    el('rect', { width: 1000, height: scene.horizon * 0.75, fill: heavy ? dotPattern(defs, inkB, 13, 2.4, 30) : inkB }) +
    el('rect', { y: scene.horizon * 0.75 - 1, width: 1000, height: scene.horizon * 0.3, fill: dotPattern(defs, inkB, 13, 5.2, 30) }),
    { 'clip-path': skyClip },
  ));
  let seenC = false;
  for (const s of scene.shapes) {
    const layer = layerOf(s);
    const ink = layer === 'A' ? inkA : layer === 'B' ? inkB : inkC;
    if (layer === 'C') seenC = true;
    if (s.kind === 'line') {
      const line = el('path', { d: shapeD(s), fill: 'none', stroke: s.slot === 'paper' ? stock : ink, 'stroke-width': Math.max(3, s.width ?? 2), 'stroke-linecap': 'round' });
      (seenC && layer !== 'C' ? top : layers[layer]).push(line);
      continue;
    }
    // Details printed over the key ink go in a last pass, or the dark ink would bury them.
    // Paper-white shapes are unprinted stock: knocked out of every ink.
    if (s.slot === 'paper') {
      top.push(el('path', { d: shapeD(s), fill: stock }));
      continue;
    }
    if (seenC && layer !== 'C') {
      top.push(el('path', { d: shapeD(s), fill: ink }));
      continue;
    }
    // Mid tones print as a tint (halftone) of the key ink, darks solid.
    const fill = layer === 'C' && s.tone < 0.75 ? (heavy ? stock : dotPattern(defs, inkC, 9, 3.4, 45)) : ink;
    layers[layer].push(el('path', { d: shapeD(s), fill }));
    // On black stock a mid-tone mass is a fine tint of the accent ink over the bare stock.
    if (heavy && layer === 'C' && s.tone < 0.75) layers.C.push(el('path', { d: shapeD(s), fill: dotPattern(defs, inkA, 9, 1.8, 45) }));
  }
  const off = () => `translate(${rng.int(-9, 9)} ${rng.int(-7, 7)})`;
  const pass = (body: string[], transform: string, blend = heavy ? 'screen' : 'multiply') => group(body.join(''), { transform, style: `mix-blend-mode:${blend}` });
  // With no name to knock out of it, the band the title would sit on is still pulled: a bar of the
  // second ink is what a screen-printed poster carries there (without it, an untitled print on
  // black stock was a few inks on black, within 0.15 of the ink drawing's black board).
  const band = ctx.bandName.trim() === '' ? el('rect', { x: -20, y: titleArea(scene.titleAt).y + 50, width: 1040, height: 120, fill: heavy ? inkB : inkA }) : '';
  const art = el('rect', { width: 1000, height: 1000, fill: stock })
    + pass(layers.B, off()) + pass(layers.A, off()) + pass(layers.C, 'translate(0 0)', heavy ? 'normal' : 'multiply') + group(top.join(''), { transform: off() })
    + (band ? pass([band], off()) : '');
  return {
    art,
    title: {
      font: ctx.font === 'playfair-italic' ? 'playfair' : ctx.font,
      treatment: {
        // On black stock the band is pulled in the second ink and the name left as bare stock.
        fill: inkC,
        backing: { color: heavy ? inkB : stock, pad: 0.18, kind: 'band' },
        // The title's second pass is off register too.
        shadow: { dx: 0.03, dy: -0.02, color: inkA, opacity: 0.9 },
      },
    },
    // Ink sits unevenly on the stock: a mottled multiply over everything, the title included.
    overlay: grain(defs, { freq: 0.06, octaves: 3, opacity: 0.45, contrast: 0.7, mean: 0.9, blend: 'multiply', tile: 256 }),
  };
};
