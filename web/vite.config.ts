import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import babel from 'vite-plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a Brotli and a gzip copy beside every text file of the build (the gateway serves them
 * to browsers that accept them), so no request pays for compressing at serve time.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'news:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = !!config.build.ssr;
    },
    closeBundle() {
      if (ssr) return; // the server's bundle is read from disk, never sent
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|json|svg)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        // Another build into the same folder (reader.vite.config.ts) compresses only its own files.
        const compressed = `${file}.br`;
        if (
          fs.existsSync(compressed) &&
          fs.statSync(compressed).mtimeMs >= fs.statSync(file).mtimeMs
        )
          continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** Where `npm run codegen` writes the web client's typed documents (codegen.ts). */
const GQL_DIR = path.resolve(import.meta.dirname, 'src/gql');

// In development the staff app talks to the gateway through Vite, so the session cookie stays
// same-origin; every address that is not the staff app's (the reader pages, which the gateway
// renders from the last build, feeds, media) goes to the gateway too.
const gateway = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '4000'}`;
const STAFF_OR_VITE = /^\/(login|admin|users|src|node_modules|@|assets|favicon)/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The codegen client preset's Babel plugin: each `graphql(...)` call becomes an import of its
    // own document from src/gql/graphql.ts, so gql.ts's table of every document never ships.
    babel({
      include: /\/src\/(?!gql\/).*\.tsx?$/,
      babelConfig: {
        babelrc: false,
        configFile: false,
        // Parsed as TypeScript and printed back as it is; the React plugin compiles it after.
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory: GQL_DIR, gqlTagName: 'graphql' }]],
      },
    }),
    react(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '^/.*': {
        target: gateway,
        bypass: (request) => (STAFF_OR_VITE.test(request.url ?? '') ? request.url : undefined),
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The staff app's entry holds React, Apollo Client and Chakra UI; its screens are split off.
    chunkSizeWarningLimit: 600,
    // `vite build --ssr src/ssr/entry-server.tsx`: the server renderer the gateway loads, with
    // React's production build whatever NODE_ENV the gateway runs under.
    ...(isSsrBuild ? { outDir: 'dist-server', sourcemap: false, copyPublicDir: false } : {}),
  },
  ...(isSsrBuild
    ? {
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        // graphql stays the gateway's own: its schema is executed with it.
        ssr: { noExternal: true, external: ['graphql'] },
      }
    : {}),
}));
