// Local cover render benchmark: npx tsx bench/render.ts
// Renders 20 covers of 1024 x 1024 per style (varied concepts, genres and seeds, so every motif
// is exercised), prints each style's median and the overall median, then one 3000 x 3000 render.
// Budget (docs/architecture.md): median under 300 ms. Wall time is what a request waits; CPU time is shown
// beside it because these 2-core machines are shared and wall time alone is noisy.
import { ART_STYLES, type ArtStyle } from '../src/shared/catalog/art-styles';
import { MOTIF_WORDS, type Motif } from '../src/server/engines/art/local/motifs';
import { renderCover } from '../src/server/engines/art/local/render';
import { itemAt } from '../src/shared/item-at';

const RUNS = 20;
const BUDGET_MS = 300;
const GENRES = ['indie-rock', 'synthwave', 'black-metal', 'pop', 'hip-hop', 'folk', 'jazz', 'funk', 'techno', 'country'];
const motifs = Object.keys(MOTIF_WORDS) as Motif[];

const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? itemAt(s, (s.length - 1) / 2) : (itemAt(s, s.length / 2 - 1) + itemAt(s, s.length / 2)) / 2;
};
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function request(style: ArtStyle, i: number, size: 1024 | 3000) {
  return {
    concept: `A ${MOTIF_WORDS[itemAt(motifs, i % motifs.length)][0]} at dusk.`,
    style,
    bandName: i % 2 ? 'Groove Thesis' : 'The Velvet Cartographers',
    genre: itemAt(GENRES, i % GENRES.length),
    vibe: i % 3 === 0 ? 'cold neon' : i % 3 === 1 ? 'sweaty basement party' : '',
    size,
    seed: 1000 + i,
  };
}

function main(): void {
  // Warm-up: module loading, font metrics and noise tiles are one-off costs.
  renderCover(request('digital-art', 0, 1024));
  const all: number[] = [];
  const rows: { style: ArtStyle; wall: number; cpu: number; max: number }[] = [];
  for (const style of ART_STYLES) {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const c0 = cpuMs();
      const t0 = performance.now();
      renderCover(request(style, i, 1024));
      wall.push(performance.now() - t0);
      cpu.push(cpuMs() - c0);
    }
    all.push(...wall);
    rows.push({ style, wall: median(wall), cpu: median(cpu), max: Math.max(...wall) });
  }
  console.log(`Local cover render, 1024 x 1024, ${RUNS} renders per style (ms)`);
  console.log(`${'style'.padEnd(24)}${'median'.padStart(8)}${'cpu'.padStart(8)}${'max'.padStart(8)}`);
  for (const r of rows) {
    console.log(`${r.style.padEnd(24)}${r.wall.toFixed(0).padStart(8)}${r.cpu.toFixed(0).padStart(8)}${r.max.toFixed(0).padStart(8)}`);
  }
  const overall = median(all);
  const slowest = rows.reduce((a, b) => (b.wall > a.wall ? b : a));
  console.log(`overall median: ${overall.toFixed(0)} ms over ${all.length} renders (budget ${BUDGET_MS} ms: ${overall < BUDGET_MS ? 'ok' : 'OVER'})`);
  console.log(`slowest style median: ${slowest.style} ${slowest.wall.toFixed(0)} ms (${slowest.wall < BUDGET_MS ? 'ok' : 'OVER'})`);
  const t0 = performance.now();
  const big = renderCover(request('digital-art', 3, 3000));
  console.log(`one 3000 x 3000 render (digital-art): ${(performance.now() - t0).toFixed(0)} ms, ${(big.length / 1024 / 1024).toFixed(1)} MB PNG`);
}

main();
