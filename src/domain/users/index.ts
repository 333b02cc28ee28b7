// The users entity: the public record, the session's user, the distributor pickers' rows, the replies of
// the users calls, the create / update / list schemas, the employees' rules and the Arabic messages the
// server sends about them. The phone rule is src/domain/phone.ts.
export * from './records';
export * from './replies';
export * from './permissions';
export * from './rights';
export * from './rules';
export * from './schemas';
export * from './messages';
export type * from './types';
export { usersEntity } from './manifest';
