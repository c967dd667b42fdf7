import { defineConfig } from 'vite';
import { precompress } from './vite.config.ts';

/**
 * The reader pages' frame (reader.html) and their one script (src/enhancer), built on their own
 * after the staff app into the same folder: a build of both would move the code they share into
 * a chunk of its own, a second download for every reader page.
 */
export default defineConfig({
  plugins: [precompress()],
  build: {
    target: 'es2022',
    sourcemap: true,
    emptyOutDir: false,
    copyPublicDir: false,
    rollupOptions: { input: { reader: 'reader.html' } },
  },
});
