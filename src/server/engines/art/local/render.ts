// Rasterises a composed cover with resvg. The same SVG is rendered at 1024 or 3000 pixels.
import { Resvg } from '@resvg/resvg-js';
import type { RenderRequest } from '../art-engine';
import { composeCover, type CoverInput } from './compose';

function resvgFor(svg: string, width: number, fontFiles: readonly string[], defaultFontFamily: string): Resvg {
  // Font files by path, system fonts off: parsing buffers instead costs 75-100 ms per render.
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: [...fontFiles], loadSystemFonts: false, defaultFontFamily },
  });
}

/** Renders any SVG at a square pixel width with the given font files (and no system fonts). */
export function rasterize(svg: string, width: number, fontFiles: readonly string[], defaultFontFamily: string): Buffer {
  return resvgFor(svg, width, fontFiles, defaultFontFamily).render().asPng();
}

/** The cover as PNG bytes: the same request and seed give the same bytes. */
export function renderCover(request: RenderRequest): Buffer {
  return renderDescribedCover(request).png;
}

/** The cover's PNG and what it shows, for its alt text ("A cabin in the snow under a pale blue sky, title 'Quiet Kettle'"). */
export function renderDescribedCover(request: RenderRequest): { png: Buffer; description: string } {
  const cover = composeCover(request);
  // The alt text's sky is measured on the cover's small proof, so it reads the same at every size.
  return { png: rasterize(cover.svg, request.size, cover.fontFiles, cover.defaultFontFamily), description: cover.description };
}

/** Raw RGBA pixels of a cover at any width: previews, thumbnails and image statistics. */
export function renderCoverPixels(request: CoverInput, width: number): { pixels: Buffer; width: number; height: number } {
  const cover = composeCover(request);
  const image = resvgFor(cover.svg, width, cover.fontFiles, cover.defaultFontFamily).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/** The cover as a PNG at any width: small previews, and tests that measure pictures cheaply. */
export function renderCoverPng(request: CoverInput, width: number): Buffer {
  const cover = composeCover(request);
  return rasterize(cover.svg, width, cover.fontFiles, cover.defaultFontFamily);
}
