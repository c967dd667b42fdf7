import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the page talks to the gateway through Vite, so the session cookie stays same-origin.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/graphql': gateway, '/media': gateway },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
