import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompress } from '../vite.config';
import { defineConfig } from 'vite';

// GraphiQL, the self-hosted GraphQL explorer, built on its own: `vite build -c graphiql/vite.config.ts`
// (run in web/) writes web/dist-graphiql, which the gateway serves at /graphiql when
// introspection is on. Everything comes from node_modules: the page loads nothing from elsewhere.

const root = path.dirname(fileURLToPath(import.meta.url));

/** Brotli and gzip copies beside each text file, as the main build writes (see ../vite.config.ts). */
const outDir = path.resolve(root, '../dist-graphiql');
const gateway = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '4000'}`;

export default defineConfig({
  root,
  base: '/graphiql/',
  publicDir: false,
  plugins: [react(), precompress()],
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
