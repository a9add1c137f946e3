// Bundle-size report: the gzipped JS the home page loads first (its entry script, the chunks it
// preloads, and the home route's own lazy module), against the budget in docs/architecture.md (125 KB).
// Run after `npm run build`: npx tsx bench/bundle-size.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 125;
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

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imp of manifest[key]?.imports ?? []) staticClosure(imp, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)!;
const homeKey = Object.keys(manifest).find((k) => k.endsWith('app/home-page.tsx'))!;
const keys = new Set([...staticClosure(entryKey), ...staticClosure(homeKey)]);

let total = 0;
const rows: string[] = [];
for (const key of keys) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is imported but missing from the manifest`);
  const { file } = chunk;
  const gz = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gz;
  // Files are named by hash (vite.config.ts): the manifest says which source or shared module each is.
  rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}  (${chunk.src ?? chunk.name ?? key})`);
}
console.log('First-load JS of the home page (gzipped):');
console.log(rows.join('\n'));
const totalKb = total / 1024;
console.log(`  ${totalKb.toFixed(1).padStart(7)} KB  total  (budget ${BUDGET_KB} KB: ${totalKb <= BUDGET_KB ? 'within' : 'OVER'})`);
if (process.argv.includes('--check') && totalKb > BUDGET_KB) process.exit(1);
