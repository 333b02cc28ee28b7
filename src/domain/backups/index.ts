export { systemErrors } from './messages';
export * from './schemas';
export * from './systemCalls';
