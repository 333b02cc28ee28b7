// Reports, analytics and the dashboard's calls (issue 26): the queries, the replies, the API paths and
// the Arabic texts, shared by the server and the report pages.
export * from './dashboard';
export * from './messages';
export * from './paths';
export * from './range';
export * from './records';
export * from './schemas';
