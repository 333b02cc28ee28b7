// The stores (shops) entity: its schemas (records the API sends, create, update, list query), the types
// inferred from them and the Arabic messages the server sends about it.
export * from './records';
export * from './schemas';
export * from './messages';
export type { StoreHistoryParams } from './types';
export { storesEntity } from './manifest';
