import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { installDemoImages } from '../db/demoImages';
import { loadDemoData, readDemoFile } from '../db/seed';

// `npm run db:reset`: wipes the database (PGlite directory, or every table of the PostgreSQL schema)
// and loads db.json again. Refuses while a server holds the embedded data directory.
async function main() {
  const config = configFromEnv();
  if (!config.databaseUrl && fs.existsSync(config.dataDir)) {
    const probe = await openDatabase({ dataDir: config.dataDir }).catch((error) => {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    });
    await probe.close();
    fs.rmSync(`${config.dataDir}/pgdata`, { recursive: true, force: true });
  }
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    await database.db.execute(sql`drop schema public cascade`);
    await database.db.execute(sql`create schema public`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.close();
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { counts } = await loadDemoData(database.db, await readDemoFile());
  await database.close();
  counts.product_images = await installDemoImages(config);
  console.log('Database reset; demo data loaded:', counts);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
