// Bundle-size report: the gzipped JS each public page loads first, against the budgets in
// docs/architecture.md: the home page at most 90 KB (the app's entry script, the chunks it
// preloads, and the home route's own lazy module, which main.tsx loads before hydrating), and each
// prerendered content page at most 30 KB (the script of its shell, content.html, and what it
// preloads). Which page is served in which shell comes from dist/client/prerendered/pages.json.
// Run after `npm run build`: npx tsx bench/bundle-size.ts [--check]   (--check exits 1 over a budget)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const HOME_BUDGET_KB = 90;
const CONTENT_BUDGET_KB = 30;
const dist = path.resolve('dist/client');

interface ManifestEntry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  css?: string[];
  /** The chunk's name (its first module, or a shared module's name); files are named by hash. */
  name?: string;
  src?: string;
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
const shells = JSON.parse(readFileSync(path.join(dist, 'prerendered/pages.json'), 'utf8')) as Record<string, { shell: string }>;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imp of manifest[key]?.imports ?? []) staticClosure(imp, seen);
  return seen;
}

function keyOf(test: (key: string) => boolean, what: string): string {
  const key = Object.keys(manifest).find(test);
  if (!key) throw new Error(`${what} is missing from the manifest`);
  return key;
}

/** Prints each chunk of a page's first load and returns the total, in KB. */
function report(title: string, keys: Set<string>): number {
  let total = 0;
  const rows: string[] = [];
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is imported but missing from the manifest`);
    const gz = gzipSync(readFileSync(path.join(dist, chunk.file)), { level: 9 }).length;
    total += gz;
    // Files are named by hash (vite.config.ts): the manifest says which source or shared module each is.
    rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${chunk.file}  (${chunk.src ?? chunk.name ?? key})`);
  }
  console.log(`${title}:`);
  console.log(rows.join('\n'));
  return total / 1024;
}

const appEntry = keyOf((k) => k === 'index.html' && manifest[k]?.isEntry === true, 'The app shell (index.html)');
const homeModule = keyOf((k) => k.endsWith('app/home-page.tsx'), 'The home page module');
const home = report('First-load JS of the home page (gzipped)', new Set([...staticClosure(appEntry), ...staticClosure(homeModule)]));

const contentEntry = keyOf((k) => k === 'content.html' && manifest[k]?.isEntry === true, 'The content shell (content.html)');
const contentPages = Object.entries(shells).filter(([, { shell }]) => shell === 'content.html').map(([page]) => page);
const content = report('First-load JS of a content page (gzipped; every content page loads this script alone)', staticClosure(contentEntry));

const verdict = (kb: number, budget: number) => `${kb.toFixed(1).padStart(7)} KB  (budget ${budget} KB: ${kb <= budget ? 'within' : 'OVER'})`;
console.log('\nFirst-load JS per page, gzipped:');
console.log(`  ${'/'.padEnd(28)}${verdict(home, HOME_BUDGET_KB)}`);
for (const page of contentPages) console.log(`  ${page.padEnd(28)}${verdict(content, CONTENT_BUDGET_KB)}`);
if (process.argv.includes('--check') && (home > HOME_BUDGET_KB || content > CONTENT_BUDGET_KB)) process.exit(1);
