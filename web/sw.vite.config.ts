import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@news/contract';
import { defineConfig, type Plugin } from 'vite';
import { getManifest } from 'workbox-build';
import { offlinePath } from './src/sw/pages.ts';
import { precompress } from './vite.config.ts';

const dist = path.resolve(import.meta.dirname, 'dist');
const serverDist = path.resolve(import.meta.dirname, 'dist-server');

/** The files the reader pages' frame loads (the enhancer's script and any chunk it preloads). */
function readerFrameAssets(): string[] {
  const html = fs.readFileSync(path.join(dist, 'reader.html'), 'utf8');
  return [...html.matchAll(/\b(?:src|href)="\/(assets\/[^"]+)"/g)].map(([, file]) => file!);
}

/**
 * The offline pages are rendered by the gateway from the reader frame, the server renderer and
 * the interface strings: their revision changes when any of those does.
 */
function offlinePageRevision(): string {
  const hash = crypto.createHash('sha256');
  for (const file of [
    path.join(dist, 'reader.html'),
    path.join(dist, 'assets/i18n/en.json'),
    path.join(dist, 'assets/i18n/te.json'),
    path.join(serverDist, 'entry-server.js'),
  ]) {
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes the precache list into the worker where it says `self.__WB_MANIFEST` (workbox-build's
 * `getManifest`, as its `injectManifest` does): the reader pages' script, the fonts and the tab's
 * icon from the builds before this one, and the offline page in each language.
 */
function precacheList(): Plugin {
  return {
    name: 'news:precache-list',
    async transform(code, id) {
      const parts = code.split('self.__WB_MANIFEST');
      if (parts.length === 1) return null;
      if (parts.length > 2) this.error(`${id} names self.__WB_MANIFEST more than once`);
      const { manifestEntries, warnings } = await getManifest({
        globDirectory: dist,
        globPatterns: [...readerFrameAssets(), 'assets/*.woff2', 'favicon.svg'],
        // A hashed name changes with its content: it needs no revision of its own.
        dontCacheBustURLsMatching: /-[\w-]{8}\.\w+$/,
        modifyURLPrefix: { 'assets/': '/assets/' },
        additionalManifestEntries: LANGUAGES.map((language) => ({
          url: offlinePath(language),
          revision: offlinePageRevision(),
        })),
      });
      if (warnings.length > 0) this.error(warnings.join('\n'));
      return { code: parts.join(JSON.stringify(manifestEntries)), map: null };
    },
  };
}

/**
 * The service worker (src/sw), built after the other builds into dist/sw.js: one classic script
 * (a worker registered without `type: 'module'`), Workbox's production build.
 */
export default defineConfig({
  plugins: [precacheList(), precompress()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    sourcemap: true,
    emptyOutDir: false,
    copyPublicDir: false,
    rollupOptions: {
      input: 'src/sw/index.ts',
      output: { format: 'iife', entryFileNames: 'sw.js' },
    },
  },
});
