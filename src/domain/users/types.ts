// The types of the users replies and bodies, each inferred from its schema (no hand-written twin).
export type { Distributor, PublicUser, SessionUser } from './records';
export type {
  AdminDetails,
  DistributorDetails,
  DistributorStatistics,
  UserActivityEntry,
  UserBulkResult,
  UserRecord,
  UserStatistics,
  UserVehicleInfo,
} from './replies';
export type { PermissionGroup, Right } from './rights';
export type {
  UserActivityQuery,
  UserBulkInput,
  UserCreate,
  UserCreateInput,
  UserExportQuery,
  UserPasswordReset,
  UserSearchInput,
  UserStatusInput,
  UserUpdate,
  UserUpdateInput,
  WorkStatusInput,
} from './schemas';
