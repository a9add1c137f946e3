// The server's production build: every server and shared source file becomes one JavaScript file
// in the same place under dist/ (src/server/app.ts → dist/server/app.js), and every file the code
// reads beside itself (fonts, the band list, migrations) is copied next to it. Files are
// transpiled one by one rather than bundled so that each `new URL('./x', import.meta.url)` read and
// the render worker's own file (render-pool.ts finds render-worker.js beside it) keep working from
// dist exactly as they do from src. Packages stay in node_modules (native sharp and resvg, PGlite's
// wasm and data files resolve their own files there).
import { build } from 'esbuild';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = path.join(root, 'src');
const out = path.join(root, 'dist');
const trees = ['server', 'shared'];

/** Production code only: tests, the test helpers and declaration files stay behind. */
function isSkipped(file) {
  const rel = path.relative(src, file).split(path.sep).join('/');
  return rel.startsWith('server/testing/') || /\.test\.tsx?$/.test(rel) || rel.endsWith('.d.ts');
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const files = trees.flatMap((t) => walk(path.join(src, t))).filter((f) => !isSkipped(f));
const sources = files.filter((f) => /\.tsx?$/.test(f));
const assets = files.filter((f) => !/\.tsx?$/.test(f) && !f.endsWith('.md'));

/** The source file an import names: tsconfig's aliases, then Node's-free extensionless paths. */
function sourceOf(spec, resolveDir) {
  const alias = /^@(server|shared)\/(.*)$/.exec(spec);
  const base = alias ? path.join(src, alias[1], alias[2]) : path.resolve(resolveDir, spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Keeps every import an import of a separate file, rewritten to the built file's relative path. */
const oneFileEach = {
  name: 'one-file-each',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const local = args.path.startsWith('.') || args.path.startsWith('@server/') || args.path.startsWith('@shared/');
      if (!local) return { path: args.path, external: true };
      const target = sourceOf(args.path, args.resolveDir);
      if (!target) return { errors: [{ text: `cannot find ${args.path} from ${path.relative(root, args.importer)}` }] };
      if (isSkipped(target)) return { errors: [{ text: `${path.relative(root, args.importer)} imports ${path.relative(root, target)}, which production code must not use` }] };
      // Node would need an import attribute for JSON that tsx and the bundler do without: inline it.
      if (target.endsWith('.json')) return { path: target };
      let rel = path.relative(path.dirname(args.importer), target).split(path.sep).join('/').replace(/\.tsx?$/, '.js');
      if (!rel.startsWith('.')) rel = `./${rel}`;
      return { path: rel, external: true };
    });
  },
};

const started = performance.now();
for (const t of trees) rmSync(path.join(out, t), { recursive: true, force: true });
for (const asset of assets) cpSync(asset, path.join(out, path.relative(src, asset)));
await build({
  entryPoints: sources,
  outdir: out,
  outbase: src,
  bundle: true,
  plugins: [oneFileEach],
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
console.log(`server built: ${sources.length} files and ${assets.length} assets in dist/server and dist/shared (${Math.round(performance.now() - started)} ms)`);
