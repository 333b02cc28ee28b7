// The users services, split by concern: reads, writes, the distributor and admin figures, the export.
export * from './usersQueries';
export * from './usersWrite';
export * from './usersPerformance';
export * from './usersReports';
