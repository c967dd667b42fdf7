import { defineConfig, minifySync, type Plugin } from 'vite';
import { precompress } from './vite.config.ts';

/**
 * Every reader page carries the frame's inline scripts (the theme and session before first paint,
 * the speculation rules): they are written readable in reader.html and sent minified. The gateway
 * hashes them for its CSP from the built frame, so the hashes follow.
 */
function minifyInlineScripts(): Plugin {
  return {
    name: 'news:minify-inline-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script>([\s\S]*?)<\/script>/g, (_, code: string) => {
            const { code: minified, errors } = minifySync('inline.js', code, {
              compress: { target: 'es2015' },
            });
            if (errors.length > 0) throw new Error(errors.map((e) => e.message).join('\n'));
            return `<script>${minified.trim()}</script>`;
          })
          .replace(
            /<script type="speculationrules">([\s\S]*?)<\/script>/g,
            (_, rules: string) =>
              `<script type="speculationrules">${JSON.stringify(JSON.parse(rules))}</script>`,
          ),
    },
  };
}

/**
 * The reader pages' frame (reader.html) and their one script (src/enhancer), built on their own
 * after the staff app into the same folder: a build of both would move the code they share into
 * a chunk of its own, a second download for every reader page.
 */
export default defineConfig({
  plugins: [minifyInlineScripts(), precompress()],
  build: {
    target: 'es2022',
    // The frame preloads no module, and a live blog's code (loaded by the script on its page
    // alone) imports nothing the script has not already run: no preload helper, no polyfill.
    modulePreload: false,
    sourcemap: true,
    emptyOutDir: false,
    copyPublicDir: false,
    rollupOptions: { input: { reader: 'reader.html' } },
  },
});
