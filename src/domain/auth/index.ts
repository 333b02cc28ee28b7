// Signing in: the bodies the auth calls take, the replies they send, and the rules of passwords.
export * from './records';
export * from './rules';
export * from './schemas';
export * from './messages';
