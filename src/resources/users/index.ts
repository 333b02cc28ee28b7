import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import { usersIdentity } from '../../domain/users/identity';
import type { Descriptor } from '../../registry/types';

// Lazy: only admins open these pages; nobody else should download them.
const UserList = lazy(() => import('./list/UserList'));
const UserCreate = lazy(() => import('./UserCreate'));
const UserShow = lazy(() => import('./UserShow'));
const UserEdit = lazy(() => import('./UserEdit'));

/**
 * The employees (spec 002 sections 2-9): list, create, the employee page and edit, all for admins only
 * (the access table's `users` row). /users/{id} is the page and /users/{id}/edit the form, as for shops.
 */
export const users: Descriptor = {
  name: 'users',
  resource: { icon: PeopleIcon, recordRepresentation: 'full_name', pages: usersIdentity.pages },
  routes: [
    { screen: SCREEN.userList, component: UserList },
    { screen: SCREEN.userCreate, component: UserCreate },
    { screen: SCREEN.userShow, component: UserShow },
    { screen: SCREEN.userEdit, component: UserEdit },
  ],
  menu: [
    { key: 'users', screen: SCREEN.userList, labelKey: 'bakery.menu.users', icon: PeopleIcon, order: 80, group: 'management' },
  ],
};
