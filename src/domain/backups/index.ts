export { systemErrors } from './messages';
export * from './schemas';
