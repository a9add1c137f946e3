// Writes the link-preview image (src/client/public/og-image.png, 1200 x 630) that every page's
// Open Graph and Twitter tags name: two showcase covers from the local art engine beside the
// site's name and promise.
// Run: npx tsx scripts/make-og-image.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderCover, rasterize } from '../src/server/engines/art/local/render';
import { ALL_FONT_FILES } from '../src/server/engines/art/local/fonts';

const cover = (bandName: string, genre: string, vibe: string, concept: string, style: 'digital-art' | 'vintage-poster', seed: number) =>
  renderCover({ bandName, genre, vibe, concept, style, size: 1024, seed }).toString('base64');

const a = cover('VAMPSILK', 'synthwave', 'cold neon', 'A magenta sun sinking behind a neon grid on a midnight highway.', 'digital-art', 7);
const b = cover('Groove Thesis', 'funk', 'sweaty basement party', 'A chalkboard of dance-step diagrams under a hot orange bulb.', 'vintage-poster', 3);

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1038"/><stop offset="1" stop-color="#4c1d95"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <image href="data:image/png;base64,${b}" x="700" y="150" width="400" height="400" transform="rotate(6 900 350)"/>
  <image href="data:image/png;base64,${a}" x="610" y="90" width="400" height="400" transform="rotate(-5 810 290)"/>
  <text x="70" y="200" font-family="Space Grotesk" font-weight="700" font-size="40" fill="#c4b5fd">BAND NAME STUDIO</text>
  <text x="70" y="300" font-family="Anton" font-size="76" fill="#ffffff">Find your band's</text>
  <text x="70" y="390" font-family="Anton" font-size="76" fill="#ffffff">name and cover</text>
  <text x="70" y="470" font-family="Space Grotesk" font-weight="700" font-size="30" fill="#ede9fe">Free generator for every genre</text>
</svg>`;

const out = path.resolve('src/client/public/og-image.png');
writeFileSync(out, rasterize(svg, 1200, ALL_FONT_FILES, 'Space Grotesk'));
console.log(`wrote ${out}`);
