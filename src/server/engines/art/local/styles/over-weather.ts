// A style's frame laid over the concept's weather. compose.ts draws rain, snow, fog and lightning
// over every style's art in the same colours; a frame, a margin or a lens vignette under them
// would be rained and fogged on like the picture, and a bank of fog across it hides what tells
// the style apart. Weather belongs inside the picture: the frame goes in the title layer, under
// the lettering and over the weather. An untitled cover has no title layer, so there the frame
// stays in the art.
import { renderTitle } from '../title-render';
import type { StyleContext, TitleSpec } from './style';

/** The frame for the art (only when the cover is untitled) and the title that draws it first. */
export function frameOverWeather(ctx: StyleContext, frame: string, title: TitleSpec): { art: string; title: TitleSpec } {
  if (ctx.bandName.trim() === '') return { art: frame, title };
  return { art: '', title: { ...title, underlay: (title.underlay ?? '') + frame } };
}

/** The title's drawing with its underlay (a frame over the weather) first, once the letters are
 * final; `between` is laid over the frame and under the letters: a variation's light and colour,
 * which reach the whole cover ('make it teal' turns a badge's field teal too, 'brighter' lifts a
 * gilt frame as well as the painting inside it). */
export function withUnderlay(title: TitleSpec, between = ''): TitleSpec {
  const { underlay, render: own } = title;
  if (!underlay) return title;
  return { ...title, underlay: undefined, render: (layout, defs) => underlay + between + (own ? own(layout, defs) : renderTitle(layout, title.treatment, defs)) };
}
