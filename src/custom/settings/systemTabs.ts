/** The tabs of /settings/system, in order: the settings form first, then the system service's screens. */
export const SYSTEM_TABS = ['settings', 'backups', 'maintenance', 'logs', 'database', 'cache', 'security'] as const;
export type SystemTab = (typeof SYSTEM_TABS)[number];
