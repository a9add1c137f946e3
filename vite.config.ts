import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const outDir = here('./dist/client');

/** Writes .br and .gz beside every compressible file, so the server sends them without work per request. */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => {
          const p = path.join(dir, f);
          return statSync(p).isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|xml|webmanifest)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: here('./src/client'),
  publicDir: here('./src/client/public'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@shared': here('./src/shared'),
      '@client': here('./src/client'),
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    // The app's shell lists no modulepreload: a prerendered page (the home page, the album art page)
    // paints from its HTML and its stylesheet, and its largest paint (the hero, the video poster)
    // should not share a phone's bandwidth with 110 KB of script that only hydration needs. The
    // entry still fetches its imports at once; lazy chunks keep their preloads.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'html' && hostId.endsWith('index.html') ? [] : deps),
    },
    rolldownOptions: {
      // Two shells: index.html loads the app (pages that need it hydrate or render there), and
      // content.html loads only the islands of a prerendered content page (docs/decisions/013).
      input: { index: here('./src/client/index.html'), content: here('./src/client/content.html') },
      // Lazy chunks are named by hash alone: the entry lists every chunk it may preload, and on the
      // home page's first load (at its budget) each name's letters cost bytes. bench/bundle-size.ts
      // names each chunk's source from the manifest.
      output: { chunkFileNames: 'assets/[hash].js' },
    },
  },
  server: {
    // npm run dev (scripts/dev.mjs) runs the API beside this server; API_PORT says where.
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
});
