export { LOGIN_PATH as loginPath } from '../../domain/access';
export { LoginPage } from './LoginPage';
