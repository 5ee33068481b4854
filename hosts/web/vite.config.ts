import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes `<asset>.gz` beside each text asset; the host sends it to clients that accept gzip. */
function gzipAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'metagame-gzip-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle).filter((f) => /\.(js|css|svg|json)$/.test(f))) {
        const path = join(outDir, file);
        writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: 9 }));
      }
    },
  };
}

/** The app is served by the HTTP host at /app/ (hosts/src/http/pages/web-app.ts). */
export default defineConfig({
  base: '/app/',
  plugins: [react(), gzipAssets()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false },
  server: { proxy: { '/api': 'http://127.0.0.1:8000', '/openapi.json': 'http://127.0.0.1:8000' } },
});
