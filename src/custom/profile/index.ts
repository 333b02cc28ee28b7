import PersonIcon from '@mui/icons-material/Person';
import { createElement, lazy } from 'react';
import { SCREEN } from '../../domain/access';
import type { Descriptor } from '../../registry/types';

const ProfilePage = lazy(() => import('./ProfilePage'));
// /settings/profile is the same page opened on its security part.
const ProfileSettingsPage = lazy(async () => {
  const { default: Page } = await import('./ProfilePage');
  return { default: () => createElement(Page, { focusSecurity: true }) };
});

/** The signed-in user's own profile and account security (issue 14, spec 002 "Own profile"). */
export const profile: Descriptor = {
  name: 'profile',
  routes: [
    { screen: SCREEN.profile, component: ProfilePage },
    { screen: SCREEN.profileSettings, component: ProfileSettingsPage },
  ],
  menu: [{ key: 'profile', screen: SCREEN.profile, labelKey: 'bakery.menu.profile', icon: PersonIcon, order: 70 }],
};
