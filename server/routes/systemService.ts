import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { desc, eq, lt, sql } from 'drizzle-orm';
import { cacheClearQuery, exchangeRateHistory, exchangeRateUpdate, logsPurgeQuery, maintenanceEnable, systemErrors } from '../../src/domain/backups';
import { errors as messages } from '../../src/domain/messages';
import { projectRoot } from '../config';
import type { AppContext } from '../context';
import { auditLog, exchangeRates, users } from '../db/schema';
import { notFound } from '../lib/errors';
import { ok } from '../lib/reply';
import { rowsOf } from '../lib/rows';
import { route, type Api } from '../lib/route';
import { authorize, currentAuth } from '../plugins/auth';
import { audit } from '../services/audit';
import { backupsDir, tableNames, uploadsRoot } from '../services/backups';
import { vacuumAnalyze } from '../services/databaseUpkeep';
import { securityChecks } from '../services/securityChecks';
import { readSettings, updateSettings } from '../services/settings';

// The system service calls of spec 000 section 7 (issue 27), each answering what this server measures or
// holds; nothing is a sample figure. Admins only, but GET /exchange-rates (everyone reads the rate) and
// PUT /exchange-rates (whoever may change the settings).

const packageVersion = (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** The commit this server runs: COMMIT from the environment, else git's, else unknown. Read once. */
const commit = (() => {
  if (process.env.COMMIT) return process.env.COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || null;
  } catch {
    return null;
  }
})();

export async function systemServiceRoutes(app: Api, ctx: AppContext) {
  const admin = (action: 'list' | 'show' | 'create' | 'edit' | 'delete') => authorize(ctx, 'system', action);
  const actorId = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).user.id;

  app.get('/version', { preValidation: admin('show') }, async () => ok({ version: packageVersion, commit, node: process.version }));

  // No update server is configured for this product: it says so, and offers nothing to install.
  app.get('/updates', { preValidation: admin('show') }, async () =>
    ok({ update_server: null, current: packageVersion, available: [], message: systemErrors.noUpdateServer }),
  );

  app.get('/maintenance', { preValidation: admin('show') }, async () => {
    const settings = await readSettings(ctx.db);
    return ok({ enabled: settings.maintenanceMode, message: settings.maintenanceMessage });
  });

  app.post('/maintenance/enable', { preValidation: admin('edit'), schema: route({ body: maintenanceEnable }) }, async (request) => {
    const settings = await updateSettings(ctx.db, { maintenanceMode: true, maintenanceMessage: request.body.message }, actorId(request), request.ip);
    ctx.settings.clear();
    return ok({ enabled: settings.maintenanceMode, message: settings.maintenanceMessage }, systemErrors.maintenanceOn);
  });

  app.post('/maintenance/disable', { preValidation: admin('edit') }, async (request) => {
    const current = await readSettings(ctx.db);
    // Already off: nothing to write, and no audit entry that says otherwise.
    const settings = current.maintenanceMode
      ? await updateSettings(ctx.db, { maintenanceMode: false, maintenanceMessage: '' }, actorId(request), request.ip)
      : current;
    ctx.settings.clear();
    return ok({ enabled: settings.maintenanceMode, message: settings.maintenanceMessage }, systemErrors.maintenanceOff);
  });

  app.get('/database/status', { preValidation: admin('show') }, async () => {
    const rows: Record<string, number> = {};
    for (const name of await tableNames(ctx.db)) {
      const [row] = rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`));
      rows[name] = row!.n;
    }
    const [size] = rowsOf<{ bytes: string }>(await ctx.db.execute(sql`select pg_database_size(current_database())::text as bytes`));
    const migrations = rowsOf<{ hash: string; created_at: string }>(
      await ctx.db.execute(sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id`),
    );
    return ok({
      database: ctx.databaseKind,
      size_bytes: Number(size!.bytes),
      tables: rows,
      migrations_applied: migrations.length,
      last_migration_at: migrations.at(-1) ? new Date(Number(migrations.at(-1)!.created_at)).toISOString() : null,
    });
  });

  app.post('/database/optimize', { preValidation: admin('edit') }, async () => {
    const started = Date.now();
    // It changes no data, so it leaves no audit entry.
    await vacuumAnalyze(ctx.db);
    return ok({ duration_ms: Date.now() - started }, systemErrors.databaseOptimized);
  });

  app.get('/performance', { preValidation: admin('show') }, async () => ok(ctx.performance.figures(Date.now())));

  app.get('/cache', { preValidation: admin('show') }, async () =>
    ok({ caches: [...ctx.caches].map(([name, cache]) => ({ name, entries: cache.entries() })) }),
  );

  app.delete('/cache', { preValidation: admin('delete'), schema: route({ query: cacheClearQuery }) }, async (request) => {
    const { name } = request.query;
    const chosen = [...ctx.caches].filter(([key]) => !name || key === name);
    if (name && !chosen.length) throw notFound(systemErrors.cacheNotFound);
    for (const [, cache] of chosen) cache.clear();
    return ok({ cleared: chosen.map(([key]) => key) }, systemErrors.cacheCleared);
  });

  // What only the environment decides, read-only, with where each value comes from (README "Settings").
  app.get('/configuration', { preValidation: admin('show') }, async () => {
    const from = (name: string) => (process.env[name] ? 'environment' : 'default');
    return ok({
      database: { value: ctx.databaseKind, source: from('DATABASE_URL') },
      data_dir: { value: ctx.config.dataDir, source: from('DATA_DIR') },
      uploads_dir: { value: uploadsRoot(ctx.config), source: from('UPLOADS_DIR') },
      backups_dir: { value: backupsDir(ctx.config), source: from('BACKUPS_DIR') },
      log_level: { value: ctx.config.logLevel, source: from('LOG_LEVEL') },
      cookie_secure: { value: ctx.config.cookieSecure, source: from('COOKIE_SECURE') },
      trust_proxy: { value: ctx.config.trustProxy, source: from('TRUST_PROXY') },
      allow_private_urls: { value: ctx.config.allowPrivateUrls, source: from('ALLOW_PRIVATE_URLS') },
      run_jobs: { value: ctx.config.runJobs, source: from('RUN_JOBS') },
      session_timeout_default: { value: ctx.config.defaultSessionTimeout, source: from('SESSION_TIMEOUT') },
    });
  });

  app.get('/security/audit', { preValidation: admin('show') }, async (request) =>
    ok({ checks: await securityChecks(ctx, request.protocol === 'https'), checked_at: ctx.now().toISOString() }),
  );

  // The same checks, run on demand (the screen's "scan now"); it reads only, so it writes no entry either.
  app.post('/security/scan', { preValidation: admin('edit') }, async (request) =>
    ok({ checks: await securityChecks(ctx, request.protocol === 'https'), checked_at: ctx.now().toISOString() }),
  );

  // Deletes audit entries older than N days; the deletion is itself an entry.
  app.delete('/logs', { preValidation: admin('delete'), schema: route({ query: logsPurgeQuery }) }, async (request) => {
    const before = new Date(ctx.now().getTime() - request.query.older_than_days * 24 * 3600 * 1000);
    const removed = await ctx.db.transaction(async (tx) => {
      const gone = await tx.delete(auditLog).where(lt(auditLog.created_at, before)).returning({ id: auditLog.id });
      await audit(tx, { userId: actorId(request), action: 'purge', entity: 'logs', changes: { older_than_days: request.query.older_than_days, removed: gone.length }, ip: request.ip });
      return gone.length;
    });
    return ok({ removed }, systemErrors.logsPurged);
  });

  app.get('/exchange-rates', { preValidation: authorize(ctx, 'settings', 'show'), schema: route({ data: exchangeRateHistory }) }, async () => {
    const history = await ctx.db
      .select({ id: exchangeRates.id, rate: exchangeRates.rate, effective_from: exchangeRates.effective_from, set_by: exchangeRates.set_by, set_by_name: users.full_name })
      .from(exchangeRates)
      .leftJoin(users, eq(users.id, exchangeRates.set_by))
      .orderBy(desc(exchangeRates.effective_from), desc(exchangeRates.id))
      .limit(200);
    return ok({
      current: (await readSettings(ctx.db)).exchangeRate,
      history: history.map((row) => ({ ...row, effective_from: row.effective_from.toISOString(), set_by_name: row.set_by_name ?? null })),
    });
  });

  app.put('/exchange-rates', { preValidation: authorize(ctx, 'settings', 'edit'), schema: route({ body: exchangeRateUpdate }) }, async (request) => {
    const settings = await updateSettings(ctx.db, { exchangeRate: request.body.rate }, actorId(request), request.ip);
    return ok({ current: settings.exchangeRate }, messages.settingsSaved);
  });
}
