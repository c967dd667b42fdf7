import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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

/**
 * Each `graphql(`...`)` call becomes its document itself, as written in src/gql/graphql.ts (the
 * codegen client preset's Babel plugin does the same with imports). Through gql.ts's lookup table,
 * or one shared graphql.ts module, every screen's documents (the staff screens' too) would sit in
 * the first download.
 */
function graphqlDocuments(): Plugin {
  const gqlDir = path.resolve(import.meta.dirname, 'src/gql');
  let table = new Map<string, string>();
  const load = () => {
    const lookup = fs.readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8');
    const types = fs.readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8');
    const documents = new Map(
      [...types.matchAll(/^export const (\w+) = (\{"kind":"Document".*\}) as unknown as /gm)].map(
        ([, name, json]) => [name!, json!],
      ),
    );
    const body = lookup.slice(lookup.indexOf('const documents'));
    table = new Map(
      [...body.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)].flatMap(([, key, name]) => {
        const json = documents.get(name!);
        return json ? [[JSON.parse(key!) as string, json] as const] : [];
      }),
    );
  };
  return {
    name: 'news:graphql-documents',
    enforce: 'pre',
    buildStart: load,
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      if (table.size === 0) load();
      let replaced = false;
      const out = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (call, text: string) => {
        const json = table.get(text);
        if (!json) return call;
        replaced = true;
        return `(${json})`;
      });
      if (!replaced) return null;
      // The lookup function is no longer used: its import would keep the table in.
      return { code: out.replace(/^import \{ graphql \} from '[./]+\/gql';\n/m, ''), map: null };
    },
  };
}

// In development the staff app talks to the gateway through Vite, so the session cookie stays
// same-origin; every address that is not the staff app's (the reader pages, which the gateway
// renders from the last build, feeds, media) goes to the gateway too.
const gateway = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '4000'}`;
const STAFF_OR_VITE = /^\/(login|admin|users|src|node_modules|@|assets|favicon)/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [graphqlDocuments(), react(), precompress()],
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
