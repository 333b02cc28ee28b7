// Returns taken back at a delivery (issue 29): the schemas the API reads, the records it answers, its messages.
export * from './messages';
export * from './records';
export * from './schemas';
