import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  changes?: unknown;
  ip?: string | null;
}

/** Who changed what: written in the same transaction as the change when there is one. */
export async function audit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    user_id: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId == null ? null : String(entry.entityId),
    changes: entry.changes ?? null,
    ip: entry.ip ?? null,
  });
}
