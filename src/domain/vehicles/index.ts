// The vehicles entity: the create / update / status / assign / list schemas, the expense and maintenance
// schemas, the records the API answers, the fleet's rules and the Arabic messages the server sends.
export * from './messages';
export * from './records';
export * from './rules';
export * from './schemas';
export type * from './types';
export { vehiclesEntity } from './manifest';
