import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp, distDir } from './app';
import { configFromEnv, projectRoot } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { installDemoImages } from './db/demoImages';
import { isDatabaseEmpty, loadDemoData, readDemoFile } from './db/seed';
import { prepareStop } from './lib/shutdown';

/** Builds the UI when dist/ is missing or older than a source file, so `npm start` always serves today's app. */
function uiIsStale(): boolean {
  const built = path.join(distDir, 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const newest = (dir: string): number =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
      const full = path.join(dir, entry.name);
      return Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
    }, 0);
  // The build's own settings too: a dist/ from before a change of vite.config.ts (or of the build steps
  // it runs) is rebuilt.
  const sources = ['src', 'index.html', 'public', 'vite.config.ts', 'scripts/precompress.ts', 'scripts/bundleShims.ts'].map((name) => path.join(projectRoot, name));
  return sources.some((source) => fs.existsSync(source) && (fs.statSync(source).isDirectory() ? newest(source) : fs.statSync(source).mtimeMs) > builtAt);
}

async function main() {
  const config = configFromEnv();
  if (config.serveUi && process.env.SKIP_UI_BUILD !== 'true' && uiIsStale()) {
    console.log('Building the UI (vite build)…');
    // A production build whatever NODE_ENV this process has: started from the tests (NODE_ENV=test), Vite
    // would otherwise build React's development code, several times slower in the browser.
    execFileSync(process.execPath, [path.join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }

  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      // Every request would fail from then on, and the data directory stay locked by this process: it ends,
      // so that whatever runs it (systemd, a container) starts it again on what is on disk.
      onStopped: (error) => {
        console.error(`The embedded database stopped (${error.message}): the server stops.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (config.loadDemoData && (await isDatabaseEmpty(database.db))) {
    console.log('Empty database: loading the demo data from db.json…');
    const { counts } = await loadDemoData(database.db, await readDemoFile());
    counts.product_images = await installDemoImages(config);
    console.log('Demo data loaded:', counts);
  }

  const app = await buildApp({ database, config });
  const stop = prepareStop(app);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Bakery back-office on http://localhost:${port} (database: ${database.kind} ${database.location})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
