// One renderer per art style; the registry is the only place that knows them all.
import type { ArtStyle } from '@shared/catalog/art-styles';
import { abstractExpressionism } from './styles/abstract-expressionism';
import { acrylicPainting } from './styles/acrylic-painting';
import { anime } from './styles/anime';
import { charcoalDrawing } from './styles/charcoal-drawing';
import { collage } from './styles/collage';
import { comicBook } from './styles/comic-book';
import { digitalArt } from './styles/digital-art';
import { etching } from './styles/etching';
import { graffiti } from './styles/graffiti';
import { inkIllustration } from './styles/ink-illustration';
import { linocut } from './styles/linocut';
import { minimalist } from './styles/minimalist';
import { oilPainting } from './styles/oil-painting';
import { pastelDrawing } from './styles/pastel-drawing';
import { pencilSketch } from './styles/pencil-sketch';
import { photorealistic } from './styles/photorealistic';
import { popArt } from './styles/pop-art';
import { render3d } from './styles/render-3d';
import { screenPrint } from './styles/screen-print';
import { stencil } from './styles/stencil';
import { applyLettering, letteringFor } from './styles/lettering';
import type { StyleRenderer } from './styles/style';
import { surrealism } from './styles/surrealism';
import { vectorArt } from './styles/vector-art';
import { vintagePoster } from './styles/vintage-poster';
import { watercolor } from './styles/watercolor';

const STYLES: Record<ArtStyle, StyleRenderer> = {
  watercolor, 'oil-painting': oilPainting, 'digital-art': digitalArt, 'pencil-sketch': pencilSketch,
  'charcoal-drawing': charcoalDrawing, 'ink-illustration': inkIllustration, 'acrylic-painting': acrylicPainting,
  'pastel-drawing': pastelDrawing, 'vector-art': vectorArt, 'abstract-expressionism': abstractExpressionism,
  surrealism, 'pop-art': popArt, minimalist, graffiti, photorealistic, 'comic-book': comicBook, anime, collage,
  stencil, 'screen-print': screenPrint, linocut, etching, 'vintage-poster': vintagePoster, '3d-render': render3d,
};

/** Every style's title in the lettering the request or its words (on the scene) ask for, or black
 * metal's blackletter. A frame the style lays over the weather stays the title's `underlay`:
 * compose.ts draws it (withUnderlay), with a variation's light over it. */
function lettered(paint: StyleRenderer): StyleRenderer {
  return (ctx) => {
    const out = paint(ctx);
    const asked = ctx.lettering ?? (ctx.scene as { lettering?: string }).lettering;
    return { ...out, title: applyLettering(out.title, letteringFor(asked, ctx.genre)) };
  };
}

export const STYLE_RENDERERS = Object.fromEntries(Object.entries(STYLES).map(([name, paint]) => [name, lettered(paint)])) as Record<ArtStyle, StyleRenderer>;
