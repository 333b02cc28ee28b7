import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bundleShims } from './scripts/bundleShims.js';
import { precompress } from './scripts/precompress.js';

/** Library modules for the shared screens' file: every package but those only some screens need. */
const SCREENS_KIT =
  /node_modules[\\/](?!leaflet|react-leaflet|@react-leaflet|@mui[\\/]x-|d3-|internmap|dayjs|libphonenumber-js|papaparse|signature_pad)/;

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [bundleShims(), react(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // Three files hold what most visits need. `main`: the entry's own graph (the app's frame, react-admin,
        // MUI). `first-visit`: the sign-in page and the dashboard with what they add to it (the automatic split
        // made 58 to 68 small shared files of those, 259 to 261 kB on the wire against 236.6 kB as one; issue
        // 25's budget is 250). `screens-kit`: the library modules that two or more of the other screens share
        // (react-admin's lists, inputs and buttons, MUI's components and icons): left to the automatic split
        // they were over a hundred files under 1 kB, and a first visit to /products fetched 57 scripts, each a
        // request of its own (on a phone's network a round trip each, six at a time). The maps', charts', date
        // pickers' and phone numbers' libraries stay out of it: only their screens load them.
        codeSplitting: {
          groups: [
            { name: 'main', tags: ['$initial'] },
            { name: 'first-visit', test: /src[\\/]custom[\\/](dashboard[\\/]Dashboard|login[\\/]LoginPage)\.tsx$/ },
            { name: 'screens-kit', minShareCount: 2, test: SCREENS_KIT },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
