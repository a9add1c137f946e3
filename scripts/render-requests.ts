// Renders a batch of cover and studio requests through the endpoints' own request building, for
// readers who judge the pictures against what was asked:
//   npx tsx scripts/render-requests.ts requests.json outdir/
// requests.json is a JSON array; each item is one of
//   {"kind":"cover","bandName":"Electric Ossuary","genre":"doom-metal","vibe":"slow and crushing","style":"oil-painting","seed":7}
//     the free cover's three concepts, each drawn in the style (the endpoint draws the first in a
//     style it picks; here every concept is drawn so the three can be compared);
//   {"kind":"studio","description":"a ferry terminal at night in heavy rain, one lighthouse beam, teal and amber","style":"photorealistic","title":"Night Crossing","genre":"rock","seed":3}
//     a studio picture; instead of "description" give "lyrics" (read by the lyric reading, its
//     image prompt drawn) or "template" (a template id of shared/catalog/image-templates.ts);
//   {"kind":"variation","of":1,"change":"make it night"}
//     a variation of an earlier request of the array (by index; of a cover, its first concept).
// It writes NNN-*.png into outdir and outdir/index.json: per image the request, the concept the
// renderer drew from, and the alt text. Seeds default to the request's index, so a rerun gives
// the same bytes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_ART_STYLE, isArtStyle, type ArtStyle } from '../src/shared/catalog/art-styles';
import { findTemplate, IMAGE_TEMPLATES } from '../src/shared/catalog/image-templates';
import { createLocalTextEngine } from '../src/server/engines';
import { renderDescribedCover } from '../src/server/engines/art/local/render';
import { TEMPLATE_RECIPES } from '../src/server/engines/art/local/template-recipes';
import { ownEntry } from '../src/shared/lookup';
import type { RenderRequest } from '../src/server/engines/art/art-engine';
import { coverRenderRequest } from '../src/server/modules/covers/cover-request';
import { studioRenderRequest, templatePrompt, variationRecipe, type DrawnRecipe } from '../src/server/modules/studio/studio-request';

type Request =
  | { kind: 'cover'; bandName: string; genre: string; vibe?: string; influences?: string; suggestion?: string; style?: string; seed?: number }
  | { kind: 'studio'; description?: string; lyrics?: string; template?: string; style?: string; title?: string; genre?: string; vibe?: string; seed?: number }
  | { kind: 'variation'; of: number; change: string };

interface Rendered {
  file: string;
  request: number;
  kind: Request['kind'];
  concept: string;
  alt: string;
  style: string;
}

function styleOf(value: string | undefined): ArtStyle {
  if (value === undefined) return DEFAULT_ART_STYLE;
  if (!isArtStyle(value)) throw new Error(`unknown style '${value}'`);
  return value;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  const [file, outDir] = process.argv.slice(2);
  if (!file || !outDir) fail('usage: npx tsx scripts/render-requests.ts requests.json outdir/');
  const requests = JSON.parse(readFileSync(file, 'utf8')) as Request[];
  if (!Array.isArray(requests)) fail('requests.json must hold a JSON array');
  mkdirSync(outDir, { recursive: true });
  const text = createLocalTextEngine();
  const recipes: (DrawnRecipe | undefined)[] = [];
  const out: Rendered[] = [];
  const draw = (index: number, suffix: string, kind: Request['kind'], render: RenderRequest) => {
    const { png, description } = renderDescribedCover(render);
    const name = `${String(index).padStart(3, '0')}-${suffix}.png`;
    writeFileSync(join(outDir, name), png);
    // A template draws in its own recipe's style whatever style was sent: that is the style to file it under.
    const drawnStyle = (render.template ? ownEntry(TEMPLATE_RECIPES, render.template)?.style : undefined) ?? render.style;
    out.push({ file: name, request: index, kind, concept: render.concept, alt: description, style: drawnStyle });
    process.stdout.write(`${name}  ${description}\n`);
  };
  for (const [index, req] of requests.entries()) {
    if (req.kind === 'cover') {
      const seed = req.seed ?? index + 1;
      const style = styleOf(req.style);
      const { concepts } = await text.concepts(
        { bandName: req.bandName, genre: req.genre, vibe: req.vibe, influences: req.influences, suggestion: req.suggestion },
        { endpoint: '/api/generate-free-album-cover', seed },
      );
      concepts.slice(0, 3).forEach((concept, i) => draw(index, `cover-c${i + 1}-${style}`, 'cover', coverRenderRequest(req, concept, style, seed)));
      recipes[index] = {
        source: 'concept', prompt: concepts[0] ?? '', concept: concepts[0] ?? '', artStyle: style, customArtists: null, genre: req.genre,
        bandName: req.bandName, vibe: req.vibe ?? null, template: null, seed, adjust: null, variationOf: null, note: null,
      };
    } else if (req.kind === 'studio') {
      const seed = req.seed ?? index + 1;
      const genre = req.genre ?? 'rock';
      const template = req.template ? findTemplate(req.template) : undefined;
      if (req.template && !template) fail(`request ${index}: unknown template '${req.template}': choose one of ${IMAGE_TEMPLATES.map((t) => t.id).join(', ')}`);
      let prompt = req.description;
      let source: DrawnRecipe['source'] = 'description';
      if (template) {
        prompt = templatePrompt(template.prompt, undefined, req.vibe);
        source = 'template';
      } else if (req.lyrics) {
        const reading = await text.interpretLyrics({ lyrics: req.lyrics, genre: genre as never, bandName: req.title }, { endpoint: '/api/premium/interpret-lyrics', seed });
        prompt = reading.analysis.prompt;
        source = 'lyrics';
      }
      if (!prompt) fail(`request ${index}: a studio request needs a description, lyrics or a template`);
      const recipe: DrawnRecipe = {
        source, prompt, concept: prompt, artStyle: template ? DEFAULT_ART_STYLE : styleOf(req.style), customArtists: null,
        genre: template?.genre ?? genre, bandName: req.title ?? null, vibe: template ? (req.vibe ?? null) : null,
        template: template?.id ?? null, seed, adjust: null, variationOf: null, note: null,
      };
      recipes[index] = recipe;
      const drawnStyle = (template ? ownEntry(TEMPLATE_RECIPES, template.id)?.style : undefined) ?? recipe.artStyle;
      draw(index, `studio-${drawnStyle}`, 'studio', studioRenderRequest(recipe));
    } else if (req.kind === 'variation') {
      const original = recipes[req.of];
      if (!original) fail(`request ${index}: 'of' must name an earlier cover or studio request`);
      const recipe = variationRecipe(original, req.of, req.change);
      recipes[index] = recipe;
      if (recipe.note) process.stdout.write(`  ${recipe.note}\n`);
      draw(index, `variation-of-${String(req.of).padStart(3, '0')}`, 'variation', studioRenderRequest(recipe));
    } else {
      fail(`request ${index}: kind must be cover, studio or variation`);
    }
  }
  const index = out.map((o) => ({ ...o, request: requests[o.request], requestIndex: o.request }));
  writeFileSync(join(outDir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
}

await main();
