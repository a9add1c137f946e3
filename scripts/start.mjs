// npm start: the newcomer's one command. Builds (client, pre-rendered pages, server) only when the
// build is missing or older than its sources, then runs the built server in this process, as `npm run serve` does.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (p) => path.join(root, p);

/** What the build reads: a change to any of them makes the build stale (tests do not count). */
const INPUTS = ['src', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', 'scripts/prerender.ts', 'scripts/build-server.mjs'];
/** Written by the build, the server last, so a build that stopped half way leaves one missing or old. */
const OUTPUTS = ['dist/client/index.html', 'dist/server/main.js'];

function newestInput(p) {
  const stat = statSync(p);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(p) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newestInput(path.join(p, name))));
}

function buildIsCurrent() {
  if (!OUTPUTS.every((p) => existsSync(at(p)))) return false;
  const built = Math.min(...OUTPUTS.map((p) => statSync(at(p)).mtimeMs));
  const changed = Math.max(...INPUTS.filter((p) => existsSync(at(p))).map((p) => newestInput(at(p))));
  return built >= changed;
}

if (buildIsCurrent()) {
  console.log('The build is up to date; starting the server.');
} else {
  console.log('Building (the build is missing or older than the source)...');
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// In this process, so that signals reach the server itself (it shuts down gracefully on them).
await import(pathToFileURL(at('dist/server/main.js')).href);
