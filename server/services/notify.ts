import type { Role } from '../../src/domain/enums';
import type { Db, Tx } from '../db/client';
import { notifications } from '../db/schema';
import type { NoticeKind } from '../../src/domain/notifications/kinds';
import { queueMail } from './mail';

export interface Notice {
  /** What raised it: the setting emailKinds names the kinds also e-mailed. */
  kind: NoticeKind;
  type: 'info' | 'success' | 'warning' | 'error';
  title: string;
  message: string;
  link?: string | null;
}

/**
 * Raises a notification for every user of each role (one row per role, read by each of its users), or
 * for one user. Written in the caller's transaction when there is one, so an event and its notice
 * commit together.
 */
export async function notifyRoles(db: Db | Tx, roles: readonly Role[], notice: Notice): Promise<void> {
  if (!roles.length) return;
  await db.insert(notifications).values(roles.map((role) => ({ user_id: null, role, type: notice.type, title: notice.title, message: notice.message, link: notice.link ?? null })));
  await queueMail(db, roles, notice.kind, notice.title, notice.message);
}
