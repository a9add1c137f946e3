// The lettering a request asks for ('bubble', 'blackletter', ...) laid over whatever title a style
// chose: the style keeps its colours and its place for the name, the letters take the asked form.
// Black metal is always blackletter, whichever style paints it.
import { contrast, darken, lighten, luminance } from '../color';
import { FONTS, type FontId } from '../fonts';
import type { TitleTreatment } from '../title-render';
import type { TitleSpec } from './style';

export const LETTERINGS = ['bubble', 'blackletter', 'script', 'stencil', 'condensed'] as const;
export type Lettering = (typeof LETTERINGS)[number];

export function isLettering(value: unknown): value is Lettering {
  return typeof value === 'string' && (LETTERINGS as readonly string[]).includes(value);
}

/** The lettering a cover gets: the one asked for, else the genre's own where it has one. */
export function letteringFor(asked: string | undefined, genre: string): Lettering | undefined {
  if (isLettering(asked)) return asked;
  return genre === 'black-metal' ? 'blackletter' : undefined;
}

/** A treatment's letters without what another lettering would fight: ties, ransom slips, chrome. */
function plain(t: TitleTreatment): TitleTreatment {
  const { bridges: _bridges, cut: _cut, gloss: _gloss, ...rest } = t;
  return rest;
}

function withFace(spec: TitleSpec, font: FontId, upper: boolean, treatment: TitleTreatment, tracking?: number): TitleSpec {
  // A style that draws its own letters (a ransom note, a sprayed piece) gives way to the lettering;
  // bare letters it kept only as a fallback are set on a slip of the opposite ink, so they still read.
  const bare = spec.render && !treatment.stroke && !treatment.backing && !treatment.shadow && !treatment.glow;
  const slip = luminance(treatment.fill.startsWith('url(') ? '#ffffff' : treatment.fill) > 0.4 ? '#151312' : '#f2ede2';
  const t = bare ? { ...treatment, backing: { color: slip, pad: 0.14, kind: 'box' as const, rotate: -1.5 } } : treatment;
  return { ...spec, font, upper, tracking, treatment: t, render: undefined };
}

/**
 * Bubble letters: fat rounded faces, a thick round outline in the darker of the style's two inks,
 * a drop of the same colour and a shine on each letter, so they look inflated on any picture.
 */
function bubble(t: TitleTreatment): TitleTreatment {
  const fill = t.fill.startsWith('url(') ? '#ffffff' : t.fill;
  const candidates = [t.stroke, t.shadow?.color, t.extrude?.color, t.backing?.color].filter((c): c is string => !!c && !c.startsWith('url('));
  const outline = candidates.find((c) => contrast(c, fill) >= 3) ?? (luminance(fill) > 0.4 ? darken(fill, 0.75) : lighten(fill, 0.8));
  return {
    fill,
    stroke: outline,
    strokeWidth: 0.16,
    extrude: { dx: 0.02, dy: 0.06, color: darken(outline, 0.3), steps: 5 },
    gloss: lighten(fill, 0.85),
    backing: t.backing,
  };
}

/** A style's title, in the lettering the request or the genre asks for. */
export function applyLettering(spec: TitleSpec, lettering: Lettering | undefined): TitleSpec {
  if (!lettering) return spec;
  const t = plain(spec.treatment);
  switch (lettering) {
    // Blackletter never cut by stencil ties or ruled through: the name has to survive a black metal
    // cover at thumbnail size. The style keeps its case (Pirata's capitals read, and a style's
    // block of capitals is part of what tells it from the others at a glance).
    case 'blackletter': return withFace(spec, 'pirata', spec.upper ?? (spec.font ? FONTS[spec.font].caps : false), t, Math.min(spec.tracking ?? 0, 0.06));
    case 'bubble': return withFace(spec, 'titan', false, bubble(t), 0.01);
    case 'script': return withFace(spec, 'pacifico', false, t);
    case 'condensed': return withFace(spec, 'anton', true, t, Math.min(spec.tracking ?? 0, 0.04));
    case 'stencil': return withFace(spec, 'anton', true, { ...t, cut: true }, 0.03);
  }
}
