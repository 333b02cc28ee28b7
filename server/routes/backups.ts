import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { backupList, backupNameParam, backupRecord, restoreResult, systemErrors } from '../../src/domain/backups';
import { format } from '../../src/domain/messages';
import type { AppContext } from '../context';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { ok } from '../lib/reply';
import { deletedName, route, type Api } from '../lib/route';
import { authorize, currentAuth } from '../plugins/auth';
import { audit } from '../services/audit';
import { BackupRefusal, schemaVersion } from '../services/backupFormat';
import { checkBackup, restoreBackup } from '../services/backupRestore';
import { backupName, backupPath, backupsDir, createBackup, deleteBackup, listBackups, writeBackupFile } from '../services/backups';
import { notifyRoles } from '../services/notify';

// The backups (issue 27): list, create, download, upload, restore, delete; admins only.

/** The largest backup file an upload takes. */
const UPLOAD_MAX_BYTES = 512 * 1024 * 1024;

/** A file that cannot be restored, in Arabic, on the field that named it; nothing has changed. */
function refusal(error: unknown): unknown {
  if (!(error instanceof BackupRefusal)) return error;
  const message =
    error.reason === 'checksum'
      ? systemErrors.backupChecksum
      : error.reason === 'version'
        ? format(systemErrors.backupWrongVersion, { version: error.version ?? '?', current: schemaVersion() })
        : error.reason === 'tables'
          ? systemErrors.backupWrongTables
          : systemErrors.backupUnreadable;
  return badRequest(message, [{ field: 'file', message }]);
}

async function uploadedBackup(request: FastifyRequest): Promise<Buffer> {
  const missing = () => badRequest(systemErrors.backupFileMissing, [{ field: 'file', message: systemErrors.backupFileMissing }]);
  if (!request.isMultipart()) throw missing();
  const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 }, throwFileSizeLimit: false });
  if (!part) throw missing();
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw missing();
  }
  const chunks: Buffer[] = [];
  for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
  if (part.file.truncated) throw new ApiError(413, systemErrors.backupTooLarge);
  return Buffer.concat(chunks);
}

export async function backupRoutes(app: Api, ctx: AppContext) {
  const admin = (action: 'list' | 'show' | 'create' | 'delete' | 'edit') => authorize(ctx, 'system', action);
  const named = (name: string) => {
    const file = backupPath(ctx.config, name);
    if (!file) throw notFound(systemErrors.backupNotFound);
    return file;
  };

  app.get('/backup', { preValidation: admin('list'), schema: route({ data: backupList }) }, async () =>
    ok({ backups: listBackups(ctx.config), directory: backupsDir(ctx.config) }),
  );

  // Making a backup changes no data, so it leaves no audit entry (a restore, an upload and a delete do);
  // the list shows when each was made.
  app.post('/backup', { preValidation: admin('create'), schema: route({ data: backupRecord, status: 201 }) }, async (_request, reply) => {
    const backup = await createBackup(ctx.db, ctx.config, ctx.databaseKind, 'manual', ctx.now());
    reply.code(201);
    return ok(backup, systemErrors.backupCreated);
  });

  app.post(
    '/backup/upload',
    { preValidation: admin('create'), config: { upload: true }, schema: route({ upload: 'file', data: backupRecord, status: 201 }) },
    async (request, reply) => {
      const bytes = await uploadedBackup(request);
      // Checked whole before it is kept: a file that could never be restored is refused now.
      try {
        await checkBackup(ctx.db, bytes);
      } catch (error) {
        throw refusal(error);
      }
      const name = backupName('upload', ctx.now());
      writeBackupFile(ctx.config, name, bytes);
      await audit(ctx.db, { userId: currentAuth(request).user.id, action: 'upload', entity: 'backups', entityId: name, ip: request.ip });
      reply.code(201);
      return ok(listBackups(ctx.config).find((backup) => backup.name === name)!, systemErrors.backupUploaded);
    },
  );

  app.get(
    '/backup/:name/download',
    { preValidation: admin('show'), schema: route({ params: backupNameParam, file: ['application/gzip'] }) },
    async (request, reply) => {
      const file = named(request.params.name);
      reply.header('Content-Disposition', `attachment; filename="${request.params.name}"`);
      return reply.type('application/gzip').send(fs.createReadStream(file));
    },
  );

  app.post(
    '/backup/:name/restore',
    { preValidation: admin('edit'), schema: route({ params: backupNameParam, data: restoreResult }) },
    async (request) => {
      const { name } = request.params;
      const auth = currentAuth(request);
      let backup;
      try {
        backup = await checkBackup(ctx.db, fs.readFileSync(named(name)));
      } catch (error) {
        throw refusal(error);
      }
      const outcome = await restoreBackup(ctx.db, ctx.config, backup, {
        userId: auth.user.id,
        sessionId: String(auth.session.id),
        ip: request.ip,
        name: auth.user.username,
      });
      // Maintenance mode is on now: every server sees it within the settings' time to live, this one at once.
      ctx.settings.clear();
      await notifyRoles(ctx.db, ['admin'], {
        kind: 'restore_done',
        type: 'success',
        title: systemErrors.restoreDoneTitle,
        message: format(systemErrors.restoreDoneMessage, { user: auth.user.full_name ?? auth.user.username, name }),
        link: '/settings/system',
      });
      return ok(
        { name, schema_version: backup.header.schema_version, tables: outcome.tables, rows: outcome.rows, files: outcome.files, sessions_ended: outcome.sessionsEnded },
        systemErrors.restoreDone,
      );
    },
  );

  app.delete('/backup/:name', { preValidation: admin('delete'), schema: route({ params: backupNameParam, data: deletedName }) }, async (request) => {
    const { name } = request.params;
    if (!deleteBackup(ctx.config, name)) throw notFound(systemErrors.backupNotFound);
    await audit(ctx.db, { userId: currentAuth(request).user.id, action: 'delete', entity: 'backups', entityId: name, ip: request.ip });
    return ok({ name }, systemErrors.backupDeleted);
  });
}
