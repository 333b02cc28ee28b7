// The users the API sends: the public record, the session's user and the distributor pickers' rows.
export * from './records';
