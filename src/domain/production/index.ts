// Production (issue 30): the packing lists' crates, a pure rule and the record it answers.
export * from './crates';
export * from './records';
