import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bundleShims } from './scripts/bundleShims.js';
import { precompress } from './scripts/precompress.js';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [bundleShims(), react(), precompress()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
