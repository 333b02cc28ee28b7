// The Arabic texts the server sends. They live in the domain so the API never loads the UI catalogue;
// src/i18n/ar re-uses them, so each text is written once.
export { errors } from './errors';
export { validation } from './validation';
export { format } from './format';
export { enums, type EnumMessageName } from './enums';
