// Does the picture show what the request says? Over requests made up from a seeded mix of times,
// weathers, colours, subjects, genres and styles (a seed no test or tuning uses: do not tune on
// these), it measures what can be measured and prints each check:
//   night is dark (mean luminance), heavy genres (doom, black, death metal) dark, each named colour
//   present (its hue's share of the picture), rain/snow/fog drawn (the picture differs from the same
//   request without the weather, and the alt text names it);
// then the pixel difference of a free cover's three concepts and of a variation against its source.
//   npx tsx bench/request-fidelity.ts [--count 60] [--seed 880417]
import { ART_STYLES, type ArtStyle } from '../src/shared/catalog/art-styles';
import type { RenderRequest } from '../src/server/engines/art/art-engine';
import { composeConcepts } from '../src/server/engines/art/local/concepts';
import { describeCover } from '../src/server/engines/art/local/compose';
import { renderCoverPng } from '../src/server/engines/art/local/render';
import { isHeavyGenre } from '../src/server/engines/art/local/palette';
import { createRng } from '../src/server/lib/random';
import { coverRenderRequest } from '../src/server/modules/covers/cover-request';
import { studioRenderRequest, variationRecipe, type DrawnRecipe } from '../src/server/modules/studio/studio-request';
import { hueShares, meanLuminance, meanPixelDifference, type HueBucket } from '../src/server/testing/image-stats';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const COUNT = arg('--count', 60);
const SEED = arg('--seed', 880417);
const WIDTH = 256;

const TIMES = ['at night', 'at midnight', 'at dusk', 'at dawn', 'at noon', ''] as const;
const WEATHERS = ['in heavy rain', 'in falling snow', 'in thick fog', ''] as const;
/** Colour words and the hue buckets of image-stats that show them. */
const COLOURS: readonly [string, readonly HueBucket[]][] = [
  ['teal', ['teal']], ['amber', ['orange']], ['crimson', ['red']], ['gold', ['yellow', 'orange']], ['violet', ['purple']],
  ['emerald', ['green']], ['cobalt blue', ['blue']], ['pink', ['pink']], ['orange', ['orange']],
];
const SUBJECTS = ['a lighthouse on a cliff', 'a cabin', 'a ship', 'a skull', 'a raven', 'a city skyline', 'a lone road', 'a pine forest', 'a whale', 'an old car', 'a church', 'a ferris wheel', 'a wolf', 'a train', 'a castle'];
const GENRES = ['doom-metal', 'black-metal', 'death-metal', 'synthwave', 'folk', 'reggae', 'jazz', 'indie-rock', 'hip-hop', 'pop', 'techno', 'blues'];
const CHANGES = ['make it night', 'make it red', 'add snow', 'darker', 'at dusk', 'make it teal', 'add rain and fog', 'brighter'];
const BANDS = ['Glass Harbour', 'Velvet Static', 'Hollow Crown', 'Paper Satellites', 'Iron Meadow', 'Quiet Kettle', 'Neon Psalms', 'Salt Lantern'];

interface Check { label: string; ok: boolean; detail: string }

const rng = createRng(SEED);
const png = (r: RenderRequest) => renderCoverPng(r, WIDTH);
const checks: Check[] = [];
const conceptGaps: number[] = [];
const conceptSets: string[] = [];
const variationGaps: number[] = [];
/** Variations that barely change their picture, to look at. */
const closeVariations: string[] = [];
const byChange = new Map<string, number[]>();

function studioRecipe(prompt: string, genre: string, style: ArtStyle, seed: number): DrawnRecipe {
  return { source: 'description', prompt, concept: prompt, artStyle: style, customArtists: null, genre, bandName: rng.pick(BANDS), vibe: null, template: null, seed, adjust: null, variationOf: null, note: null };
}

for (let n = 0; n < COUNT; n++) {
  const genre = rng.pick(GENRES);
  const style = rng.pick(ART_STYLES);
  const seed = rng.int(1, 1_000_000);
  const time = rng.pick(TIMES);
  const weather = rng.pick(WEATHERS);
  const colours = rng.shuffle(COLOURS).slice(0, rng.int(0, 2));
  const subject = rng.pick(SUBJECTS);
  const colourText = colours.length > 0 ? `, in ${colours.map(([w]) => w).join(' and ')}` : '';
  const prompt = `${subject}${time ? ` ${time}` : ''}${weather ? ` ${weather}` : ''}${colourText}`;
  const request = studioRenderRequest(studioRecipe(prompt, genre, style, seed));
  const image = png(request);
  const alt = describeCover(request);
  const tag = `#${String(n).padStart(2, '0')} ${genre}/${style} "${prompt}"`;
  const lum = await meanLuminance(image);
  if (/night|midnight/.test(time)) checks.push({ label: `${tag}: night is dark`, ok: lum <= 0.38, detail: `luminance ${lum.toFixed(2)}` });
  if (isHeavyGenre(genre)) checks.push({ label: `${tag}: heavy genre is dark`, ok: lum <= 0.32, detail: `luminance ${lum.toFixed(2)}` });
  if (colours.length > 0) {
    const shares = await hueShares(image);
    for (const [word, buckets] of colours) {
      const share = buckets.reduce((sum, b) => sum + shares[b], 0);
      checks.push({ label: `${tag}: ${word} present`, ok: share >= 0.02, detail: `share ${share.toFixed(3)}` });
    }
  }
  if (weather) {
    const dry = png(studioRenderRequest(studioRecipe(prompt.replace(` ${weather}`, ''), genre, style, seed)));
    const diff = await meanPixelDifference(image, dry);
    const word = weather.split(' ').pop() ?? '';
    const named = alt.includes(word);
    checks.push({ label: `${tag}: ${word} drawn`, ok: diff >= 0.01 && named, detail: `difference ${diff.toFixed(3)}, alt ${named ? 'names it' : 'silent'}` });
  }
  // Every request also varies once, and every third is a free cover's three concepts.
  const change = rng.pick(CHANGES);
  const variation = variationRecipe(studioRecipe(prompt, genre, style, seed), 1, change);
  const gap = await meanPixelDifference(image, png(studioRenderRequest(variation)));
  variationGaps.push(gap);
  if (gap <= 0.15) closeVariations.push(`${tag} '${change}': ${gap.toFixed(3)}`);
  byChange.set(change, [...(byChange.get(change) ?? []), gap]);
  if (n % 3 === 0) {
    const input = { bandName: rng.pick(BANDS), genre, vibe: `${time} ${weather}`.trim() || undefined };
    const concepts = composeConcepts(input, createRng(seed), 3);
    const pngs = concepts.map((c) => png(coverRenderRequest(input, c, style, seed)));
    const gaps = await Promise.all([[0, 1], [0, 2], [1, 2]].map(([a, b]) => meanPixelDifference(pngs[a ?? 0]!, pngs[b ?? 0]!)));
    conceptGaps.push(Math.min(...gaps));
    conceptSets.push(`#${String(n).padStart(2, '0')} ${genre}/${style} vibe "${input.vibe ?? ''}": ${gaps.map((g) => g.toFixed(3)).join(' ')}`);
    if (isHeavyGenre(genre)) {
      for (const [i, p] of pngs.entries()) {
        const l = await meanLuminance(p);
        checks.push({ label: `#${String(n).padStart(2, '0')} cover ${genre}/${style} concept ${i + 1}: heavy genre is dark`, ok: l <= 0.32, detail: `luminance ${l.toFixed(2)}` });
      }
    }
  }
}

for (const line of conceptSets) process.stdout.write(`concepts ${line}\n`);
for (const line of closeVariations) process.stdout.write(`close variation ${line}\n`);
for (const c of checks) process.stdout.write(`${c.ok ? 'ok  ' : 'MISS'} ${c.label} (${c.detail})\n`);
const agree = checks.filter((c) => c.ok).length;
const pct = (k: number, of: number) => `${((100 * k) / Math.max(1, of)).toFixed(1)}%`;
const above = (xs: number[]) => xs.filter((x) => x > 0.15).length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
process.stdout.write(`\nrequests ${COUNT} (seed ${SEED}), checks ${checks.length}: ${agree} agree (${pct(agree, checks.length)}; goal 95%)\n`);
for (const kind of ['night is dark', 'heavy genre is dark', 'present', 'drawn']) {
  const of = checks.filter((c) => c.label.includes(kind));
  process.stdout.write(`  ${kind.padEnd(20)} ${of.filter((c) => c.ok).length}/${of.length}\n`);
}
process.stdout.write(`three concepts, closest pair: median ${median(conceptGaps).toFixed(3)}, ${above(conceptGaps)}/${conceptGaps.length} sets above 0.15 (${pct(above(conceptGaps), conceptGaps.length)}; goal 95%)\n`);
process.stdout.write(`variation against its source: median ${median(variationGaps).toFixed(3)}, ${above(variationGaps)}/${variationGaps.length} above 0.15 (${pct(above(variationGaps), variationGaps.length)}; goal 95%)\n`);
for (const [change, gaps] of byChange) process.stdout.write(`  '${change}': median ${median(gaps).toFixed(3)}, ${above(gaps)}/${gaps.length} above 0.15\n`);
