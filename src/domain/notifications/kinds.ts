/** The kinds of notification the server raises by itself (issue 27); the admin may have some e-mailed too. */
export const NOTICE_KINDS = ['low_stock', 'backup_failed', 'restore_done', 'maintenance_due', 'over_credit', 'overdue', 'delivery_delayed'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
