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

/**
 * Chakra's `createSystem` builds the whole token, preflight and global CSS (about 45 kB) as soon
 * as the system is made: about 450 of the 1,500 ms of the task that evaluates the app, in a
 * profile of the home page with the CPU slowed 4×.
 * A page the server rendered already carries that CSS (`<style data-emotion="css-global …">`), so
 * the browser's system builds it only when asked (`system._global` becomes a getter), and
 * `App` asks only for a page it renders itself. The build fails if Chakra's code no longer reads
 * as expected, rather than quietly doing the work again.
 */
function chakraLazyGlobalCss(): Plugin {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const field = '    _global,\n';
  return {
    name: 'news:chakra-lazy-global-css',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id))
        return null;
      if (!code.includes(eager) || !code.includes(field))
        throw new Error(
          `news:chakra-lazy-global-css: ${id} no longer builds its global CSS as this plugin expects; update the plugin`,
        );
      return {
        code: code
          .replace(eager, 'let _global;')
          .replace(
            field,
            '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
          ),
        map: null,
      };
    },
  };
}

/**
 * The page is readable before any script runs (the server rendered it), so its scripts wait for
 * its content: the headline font and the lead picture have the connection to themselves, and
 * evaluating and hydrating the app never holds back their first paint, on a slow phone least of
 * all.
 * - The loader waits until the browser reports the page's first contentful paint and the pictures
 *   marked `fetchpriority="high"` (the lead story's) are loaded or have failed, for at most 2.5 s.
 * - Then the entry and every chunk it imports are preloaded at once, with the page's own chunks
 *   that the server lists in `<script type="application/json" id="page-scripts">` (the article
 *   screen's, see entry-server.tsx), and the entry starts.
 * - A page the browser renders itself (a staff screen: nothing in #root) has nothing to paint
 *   first, nor has a page in a background tab: they wait only for the pictures.
 * - A reader's first tap or key starts it at once: they are waiting for the app, not the picture.
 *   A press of a button or a choice in a select marked `data-early-input` made before the app has
 *   taken the page over is kept and done again once it has (src/earlyInput.ts).
 * The bench counts these scripts as the page's initial JavaScript.
 */
const entryLoader = (scripts: string[]) =>
  `<script type="module">
      const scripts = ${JSON.stringify(scripts)};
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        const page = document.getElementById('page-scripts');
        for (const href of [...scripts, ...(page ? JSON.parse(page.textContent) : [])]) {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.append(link);
        }
        import(scripts[0]);
      };
      // Painted: the browser reported the first contentful paint. A page with nothing in #root
      // (a staff screen the browser renders) has nothing to paint first, nor has a background tab.
      const painted = new Promise((done) => {
        const root = document.getElementById('root');
        if (!root?.firstElementChild || document.visibilityState === 'hidden') return done();
        if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
          return requestAnimationFrame(() => setTimeout(done));
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          done();
        }).observe({ type: 'paint', buffered: true });
      });
      const pictures = [...document.querySelectorAll('img[fetchpriority="high"]')].map((img) =>
        img.decode().catch(() => {}),
      );
      const waited = new Promise((done) => setTimeout(done, 2500));
      Promise.race([Promise.all([painted, ...pictures]), waited]).then(start);
      // A reader who already reaches for the page (a tap, a key) has it started at once.
      for (const type of ['pointerdown', 'keydown'])
        addEventListener(type, start, { once: true, capture: true, passive: true });
      // What they did to a control marked data-early-input before the app took the page over
      // (a button pressed, a choice made) is kept, and done again once it has (src/earlyInput.ts).
      const early = (window.__earlyInput = []);
      const keep = (event) => {
        if (window.__earlyInput !== early) return;
        const control = event.target.closest?.('[data-early-input]');
        if (!control) return;
        if (event.type === 'change') early.push({ control, value: control.value });
        else if (control.tagName === 'BUTTON') early.push({ control });
      };
      addEventListener('click', keep, true);
      addEventListener('change', keep, true);
    </script>`;

function scriptsAfterContent(): Plugin {
  return {
    name: 'news:scripts-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entries = [
          ...html.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g),
        ];
        if (entries.length !== 1)
          throw new Error(
            `news:scripts-after-content: expected one module script in index.html, found ${entries.length}`,
          );
        const preloads = [
          ...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g),
        ];
        const scripts = [entries[0]![1]!, ...preloads.map((m) => m[1]!)];
        let out = html;
        for (const [tag] of [...entries, ...preloads]) out = out.replace(tag, '');
        return out.replace('</head>', `    ${entryLoader(scripts)}\n  </head>`);
      },
    },
  };
}

/**
 * The client's own stylesheet is one `@font-face` (the headline font's, fonts.ts), a few hundred
 * bytes: written into the page rather than linked, it costs no render-blocking request before
 * the first paint.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'news:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
          (tag, fileName: string) => {
            const asset = ctx.bundle?.[fileName];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string'
                ? asset.source
                : Buffer.from(asset.source).toString('utf8');
            if (css.length > 4096) return tag; // a real stylesheet stays cacheable
            return `<style>${css.trim()}</style>`;
          },
        );
      },
    },
  };
}

// In development the page talks to the gateway through Vite, so the session cookie stays same-origin.
const gateway = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '4000'}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    graphqlDocuments(),
    chakraLazyGlobalCss(),
    react(),
    scriptsAfterContent(),
    inlineStylesheet(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/graphql': gateway, '/media': gateway },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The entry chunk holds React, Apollo Client and Chakra UI (about 150 kB gzip); the staff screens are split off.
    chunkSizeWarningLimit: 600,
    // The gateway reads which files a page needs (the article screen's chunk, to preload it).
    manifest: !isSsrBuild,
    // `vite build --ssr src/ssr/entry-server.tsx`: the server renderer the gateway loads.
    ...(isSsrBuild ? { outDir: 'dist-server', sourcemap: false, copyPublicDir: false } : {}),
  },
}));
