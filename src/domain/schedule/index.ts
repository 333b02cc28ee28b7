// The day's distribution schedule (issue 16): the bodies and queries, the records the API answers, the
// rules (visit statuses, the duration formula, the dates) and the Arabic messages the server sends.
export * from './messages';
export * from './records';
export * from './rules';
export * from './schemas';
export type * from './types';
