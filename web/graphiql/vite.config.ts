import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// GraphiQL, the self-hosted GraphQL explorer, built on its own: `vite build -c graphiql/vite.config.ts`
// (run in web/) writes web/dist-graphiql, which the gateway serves at /graphiql when
// introspection is on. Everything comes from node_modules: the page loads nothing from elsewhere.

const root = path.dirname(fileURLToPath(import.meta.url));

/** Brotli and gzip copies beside each text file, as the main build writes (see ../vite.config.ts). */
function precompress(outDir: string): Plugin {
  return {
    name: 'news:graphiql-precompress',
    apply: 'build',
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|json|svg)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

const outDir = path.resolve(root, '../dist-graphiql');
const gateway = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '4000'}`;

export default defineConfig({
  root,
  base: '/graphiql/',
  publicDir: false,
  plugins: [react(), precompress(outDir)],
  server: {
    port: 5174,
    proxy: { '/graphql': gateway },
  },
  // Monaco's editor, JSON and GraphQL workers (graphiql/setup-workers/vite) are separate files.
  worker: { format: 'es' },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    // Monaco alone is a few MB; this is a developer's tool, not a page readers load.
    chunkSizeWarningLimit: 6000,
    rolldownOptions: {
      // @graphiql/react's files start with React Compiler's "use no memo", which bundling drops
      // (harmlessly: they are already compiled).
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
