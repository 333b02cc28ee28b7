/** The API base: `/api` behind Vite's proxy or the same origin; VITE_API_URL points elsewhere. */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '/api';
