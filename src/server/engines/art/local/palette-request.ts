// The palette a request's words ask for: its time of day relights the sky before its colours
// steer it, so 'at night ... teal and amber' is a dark teal night lit in amber, not the navy of a
// plain night nor a daylit teal.
import type { ImageAdjustments } from '@server/engines/art/art-engine';
import { relight } from './adjust';
import { darken, hsl, luminance, mix, toHsl } from './color';
import { HUES, type HueName } from './colour-words';
import type { Palette } from './palette';
import type { RequestReading } from './scene/request';

/** The palette's own night: its sky taken down to night in its own hue, its masses darkened, its
 * sun a pale moon. (The variation's relight paints every night the same navy: three concepts of a
 * request at night would be three navy pictures, and a genre's colours would be lost.) */
function nightOf(p: Palette): Palette {
  const sky = (c: string, l: number) => {
    const [h, s] = toHsl(c);
    return hsl(h, Math.max(s, 0.35), l);
  };
  const ground = (c: string) => darken(c, 0.55);
  return {
    ...p,
    sky: [sky(p.sky[0], 0.05), sky(p.sky[1], 0.16)],
    ground: [ground(p.ground[0]), ground(p.ground[1]), ground(p.ground[2])],
    accent: mix(p.accent, '#f1ecd8', 0.6),
    dark: true,
  };
}

/** A second named colour lights the picture: the accents (sun, moon, beams, windows, glows) take it. */
function lightWith(p: Palette, hue: HueName): Palette {
  if (hue === 'black-and-white') return p;
  const target = HUES[hue];
  const turn = (c: string, off: number) => {
    const [, s, l] = toHsl(c);
    return hsl(target.h + off, Math.max(s, target.minS, 0.7), Math.min(0.7, Math.max(l, 0.45)));
  };
  // The nearest mass takes it too, at its own depth of light, so the second colour is a part of
  // the picture and not only its highlights.
  const [, , l] = toHsl(p.ground[2]);
  const near = hsl(target.h + 4, Math.max(target.minS, 0.6), Math.min(0.45, Math.max(l, 0.16)));
  return { ...p, ground: [p.ground[0], p.ground[1], near], accent: turn(p.accent, 0), accent2: turn(p.accent2, -8), accentHue: hue };
}

/**
 * The palette after the request's own words (a template keeps its recipe; the first colour and a
 * variation's changes come after, in adjustPalette): its time of day, unless a variation set one,
 * and its second colour on the lights. A heavy genre is never relit as day.
 */
export function paletteForRequest(p: Palette, reading: RequestReading, adjust: ImageAdjustments | undefined, heavy: boolean): Palette {
  let out = p;
  // Relit only where the palette contradicts the words (night drawn as day, day as night): a
  // palette that already fits keeps its own colours, so covers and styles stay varied.
  const time = adjust?.time ? undefined : reading.time;
  const contradicts = time === 'night' ? !p.dark || luminance(p.sky[1]) > 0.06 : time !== undefined && p.dark && !heavy;
  if (time && contradicts) out = time === 'night' ? nightOf(out) : relight(out, time);
  // The first colour steers the sky and masses afterwards (adjustPalette), over this relit sky.
  const second = reading.lights ?? reading.colours[1];
  return second && !adjust?.colour ? lightWith(out, second) : out;
}
