import { z } from 'zod';
import { validation } from '../messages';

// The backups of the system service (issue 27): logical, compressed, with their schema version and checksum.

/** How a backup file came to be; part of its name, so the list needs no file opened. */
export const BACKUP_KINDS = ['auto', 'manual', 'upload'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

/** bakery-20261127-103000-manual-ab12cd.json.gz: the time (UTC), the kind and six random hex digits. */
export const BACKUP_NAME = /^bakery-\d{8}-\d{6}-(auto|manual|upload)-[a-f0-9]{6}\.json\.gz$/;

export const backupNameParam = z.object({ name: z.string().regex(BACKUP_NAME, validation.valueNotAllowed) });

export const backupRecord = z.object({
  name: z.string(),
  kind: z.enum(BACKUP_KINDS),
  size_bytes: z.number().int(),
  created_at: z.string(),
});
export type BackupRecord = z.infer<typeof backupRecord>;

export const backupList = z.object({ backups: z.array(backupRecord), directory: z.string() });

export const restoreResult = z.object({
  name: z.string(),
  schema_version: z.string(),
  tables: z.number().int(),
  rows: z.number().int(),
  files: z.number().int(),
  sessions_ended: z.number().int(),
});
