// Runs npm scripts side by side and fails when any fails: `node scripts/run-parallel.mjs typecheck lint`.
// The type-check and the linter each use one core, so on the 2-core CI machine together they take
// the time of the longer one; the fleet test mostly waits (30 s for the scheduled maintenance), so
// it runs beside the browser tests (`npm test`). Each script's output is printed whole when it
// ends, so the logs never interleave.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs SCRIPT [SCRIPT...]');
  process.exit(2);
}

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      console.log(`npm run ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
