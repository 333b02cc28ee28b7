// The react-query keys of the profile page, so a change refetches exactly what it touched.
export const PROFILE_KEY = ['bakery-profile'] as const;
export const SECURITY_KEY = ['bakery-profile', 'security'] as const;
export const BACKUP_CODES_KEY = ['bakery-profile', 'backup-codes'] as const;
export const SESSIONS_KEY = ['bakery-profile', 'sessions'] as const;
/** react-admin's own key of useGetIdentity: the sidebar's name and picture. */
export const IDENTITY_KEY = ['auth', 'getIdentity'] as const;
