// A cover's alt text from what was really drawn: the subject and its setting, the light of the
// palette, and the title, e.g. "A cabin in the snow under a pale sky, title 'Glass Harbour'".
import { luminance, toHsl } from '../color';
import type { Palette } from '../palette';

const HUE_NAMES: readonly [number, string][] = [[15, 'red'], [40, 'orange'], [70, 'golden'], [160, 'green'], [195, 'teal'], [255, 'blue'], [290, 'violet'], [345, 'pink'], [361, 'red']];

/** The sky as a viewer would name it: 'a night sky', 'a pale blue sky', 'a burning orange sky'. */
export function skyWords(p: Palette): string {
  const sky = p.sky[1];
  const light = (luminance(p.sky[0]) + luminance(sky)) / 2;
  const [h, s] = toHsl(sky);
  const hue = s < 0.18 ? (light < 0.2 ? 'black' : 'grey') : HUE_NAMES.find(([to]) => h < to)?.[1] ?? 'red';
  if (light < 0.06) return 'a black sky';
  if (light < 0.2) return hue === 'black' || hue === 'grey' ? 'a dark sky' : `a dark ${hue} sky`;
  if (light > 0.6) return hue === 'grey' ? 'a pale sky' : `a pale ${hue} sky`;
  return `${/^[aeiou]/.test(hue) ? 'an' : 'a'} ${hue} sky`;
}

export function describe(drawn: string | undefined, p: Palette, bandName: string): string {
  const subject = drawn ?? 'An abstract composition';
  const sentence = `${subject.charAt(0).toUpperCase()}${subject.slice(1)} under ${skyWords(p)}`;
  const name = bandName.trim();
  return name ? `${sentence}, title '${name}'` : sentence;
}
