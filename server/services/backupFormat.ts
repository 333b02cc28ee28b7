import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

// The backup file (issue 27): gzip of one header line (JSON) and a body; the header carries the sha-256 of
// the body, the database's schema version (the last migration's tag) and what the body holds. The body is
// one line per part, `<kind> <name>\t<payload>`: `T` a table's rows as PostgreSQL's own jsonb text (so
// numbers, dates and texts go from one server to another exactly as PostgreSQL wrote them, PGlite or not),
// `S` a sequence's position, `F` an uploaded file (base64). jsonb text holds no raw newline.

export const BACKUP_FORMAT = 'bakery-backup';
const FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  format_version: number;
  schema_version: string;
  created_at: string;
  database: string;
  checksum: string;
  tables: Record<string, number>;
  files: number;
}

export interface BackupBody {
  tables: Map<string, string>;
  sequences: Map<string, { last_value: string; is_called: boolean }>;
  files: Map<string, Buffer>;
}

const journal = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations/meta/_journal.json');

/** The schema this build migrates to: the tag of its last migration. */
export function schemaVersion(): string {
  const entries = (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: { tag: string }[] }).entries;
  return entries.at(-1)!.tag;
}

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

export function bodyLines(body: BackupBody): string {
  const lines: string[] = [];
  for (const [name, rows] of body.tables) lines.push(`T ${name}\t${rows}`);
  for (const [name, value] of body.sequences) lines.push(`S ${name}\t${JSON.stringify(value)}`);
  for (const [name, bytes] of body.files) lines.push(`F ${name}\t${bytes.toString('base64')}`);
  return lines.join('\n');
}

/** Why a file cannot be restored: the caller turns each into its Arabic message. */
export class BackupRefusal extends Error {
  constructor(
    readonly reason: 'unreadable' | 'checksum' | 'version' | 'tables',
    readonly version?: string,
  ) {
    super(reason);
  }
}

/** A table or sequence name as PostgreSQL gives them here: lower-case snake case only. */
const SQL_NAME = /^[a-z_][a-z0-9_]*$/;
/** An uploaded file's place under the uploads folder. */
export const FILE_NAME = /^(products|avatars|signatures)\/[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?$/;

/**
 * Reads and checks a whole backup: gzip intact (a truncated file fails here), header readable, checksum
 * equal to the body's, every line well formed. The schema version is the caller's check.
 */
export function readBackup(file: Buffer): { header: BackupHeader; body: BackupBody } {
  let text: Buffer;
  try {
    text = gunzipSync(file);
  } catch {
    throw new BackupRefusal('unreadable');
  }
  const newline = text.indexOf(0x0a);
  if (newline < 0) throw new BackupRefusal('unreadable');
  let header: BackupHeader;
  try {
    header = JSON.parse(text.subarray(0, newline).toString('utf8')) as BackupHeader;
  } catch {
    throw new BackupRefusal('unreadable');
  }
  if (header?.format !== BACKUP_FORMAT || header.format_version !== FORMAT_VERSION || typeof header.checksum !== 'string')
    throw new BackupRefusal('unreadable');
  const raw = text.subarray(newline + 1);
  if (sha256(raw) !== header.checksum) throw new BackupRefusal('checksum');
  const body: BackupBody = { tables: new Map(), sequences: new Map(), files: new Map() };
  try {
    for (const line of raw.toString('utf8').split('\n')) readLine(body, line);
  } catch (error) {
    throw error instanceof BackupRefusal ? error : new BackupRefusal('unreadable');
  }
  return { header, body };
}

/** One body line, `<kind> <name>\t<payload>`, into its map; anything else makes the file unreadable. */
function readLine(body: BackupBody, line: string): void {
  const tab = line.indexOf('\t');
  const [kind, name] = [line.slice(0, 1), line.slice(2, tab)];
  const payload = line.slice(tab + 1);
  if (tab < 3 || line[1] !== ' ') throw new BackupRefusal('unreadable');
  if (kind === 'T' && SQL_NAME.test(name)) body.tables.set(name, payload);
  else if (kind === 'S' && SQL_NAME.test(name)) body.sequences.set(name, JSON.parse(payload) as { last_value: string; is_called: boolean });
  else if (kind === 'F' && FILE_NAME.test(name)) body.files.set(name, Buffer.from(payload, 'base64'));
  else throw new BackupRefusal('unreadable');
}
