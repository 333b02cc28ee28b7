// The activity feed's sizes, without the schemas of ./dashboard, so that the dashboard screen loads no zod.

/** Spec 000 section 9: the activity feed keeps the 10 newest; a caller may ask for up to 50. */
export const ACTIVITY_DEFAULT_LIMIT = 10;
export const ACTIVITY_MAX_LIMIT = 50;
