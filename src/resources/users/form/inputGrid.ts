/** Grid cell sizes of the employee forms: two columns from 600 px, three from 900 px, one on a phone. */
export const HALF = { xs: 12, sm: 6 } as const;
export const THIRD = { xs: 12, sm: 6, md: 4 } as const;
