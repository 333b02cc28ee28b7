// The screens that exist, derived from the UI registry (src/registry).
export { PAGE_PATHS } from './registry';
