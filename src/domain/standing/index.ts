// Standing orders, the closed-days calendar and production (issue 30): the bodies and queries, the records
// the API answers, the pure rules (Easter, the planned lines, the cut-off) and the Arabic messages.
export * from './calendar';
export * from './messages';
export * from './records';
export * from './rules';
export * from './schemas';
export * from './suggestions';
