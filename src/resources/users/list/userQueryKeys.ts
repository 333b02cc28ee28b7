/** The tiles' query: reloaded after a status change or a delete, which change the counts. */
export const USER_STATISTICS_QUERY_KEY = ['users', 'statistics'] as const;
