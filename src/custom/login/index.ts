export const loginPath = '/login';
export { LoginPage } from './LoginPage';
