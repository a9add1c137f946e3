// A cover's alt text from what was really drawn: the subject and its setting, the light of the
// palette, and the title, e.g. "A cabin in the snow under a pale sky, title 'Glass Harbour'".
import { luminance, toHsl } from '../color';
import type { AddableElement } from '../adjust';
import type { Palette } from '../palette';
import type { TimeOfDay } from './request';

const HUE_NAMES: readonly [number, string][] = [[15, 'red'], [40, 'orange'], [70, 'golden'], [160, 'green'], [195, 'teal'], [255, 'blue'], [290, 'violet'], [345, 'pink'], [361, 'red']];

/** The sky as a viewer would name it: 'a night sky', 'a pale blue sky', 'a burning orange sky'. */
export function skyWords(p: Palette): string {
  const sky = p.sky[1];
  const light = (luminance(p.sky[0]) + luminance(sky)) / 2;
  const [h, s] = toHsl(sky);
  const hue = s < 0.18 ? (light < 0.2 ? 'black' : 'grey') : HUE_NAMES.find(([to]) => h < to)?.[1] ?? 'red';
  // A sky steered to a named colour says so, however dark ('a dark teal sky' at night).
  if (light < 0.06) return p.lead && hue !== 'black' && hue !== 'grey' ? `a dark ${hue} sky` : 'a black sky';
  if (light < 0.2) return hue === 'black' || hue === 'grey' ? 'a dark sky' : `a dark ${hue} sky`;
  if (light > 0.6) return hue === 'grey' ? 'a pale sky' : `a pale ${hue} sky`;
  return `${/^[aeiou]/.test(hue) ? 'an' : 'a'} ${hue} sky`;
}

const TIME_WORDS: Record<TimeOfDay, string> = { night: 'at night', dusk: 'at dusk', dawn: 'at dawn', day: 'by day' };
const WEATHER_WORDS: Partial<Record<AddableElement, string>> = { rain: 'in the rain', snow: 'in falling snow', fog: 'in fog', lightning: 'with lightning' };

/** What was drawn over and around the subject: the light of its time of day and its weather. */
export interface DrawnAround {
  time?: TimeOfDay;
  elements?: readonly AddableElement[];
}

export function describe(drawn: string | undefined, p: Palette, bandName: string, around: DrawnAround = {}): string {
  const subject = drawn ?? 'An abstract composition';
  const when = around.time && !subject.includes(TIME_WORDS[around.time]) ? [TIME_WORDS[around.time]] : [];
  const weather = (around.elements ?? []).filter((e) => !subject.includes(e)).flatMap((e) => WEATHER_WORDS[e] ?? []);
  const lights = p.accentHue ? [`lit in ${p.accentHue}`] : [];
  const sentence = [`${subject.charAt(0).toUpperCase()}${subject.slice(1)}`, ...when, ...weather].join(' ') + ` under ${skyWords(p)}${lights.map((l) => `, ${l}`).join('')}`;
  const name = bandName.trim();
  return name ? `${sentence}, title '${name}'` : sentence;
}
