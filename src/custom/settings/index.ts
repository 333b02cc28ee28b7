import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import SettingsIcon from '@mui/icons-material/Settings';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import type { Descriptor } from '../../registry/types';

const SettingsIndex = lazy(() => import('./SettingsIndex'));
const GeneralSettingsPage = lazy(() => import('./GeneralSettingsPage'));
const SystemSettingsPage = lazy(() => import('./SystemSettingsPage'));

/**
 * The settings screens (issue 27): /settings (a card per page the role may open), /settings/general
 * (admins change, managers read) and /settings/system with the system service's tabs (admins). The menu
 * entries take over the spec's placeholders of the same keys.
 */
export const settings: Descriptor = {
  name: 'settings',
  routes: [
    { screen: SCREEN.settings, component: SettingsIndex },
    { screen: SCREEN.generalSettings, component: GeneralSettingsPage },
    { screen: SCREEN.systemSettings, component: SystemSettingsPage },
  ],
  menu: [
    {
      key: 'settings',
      screen: SCREEN.generalSettings,
      labelKey: 'bakery.menu.settings',
      icon: SettingsIcon,
      order: 150,
    },
    {
      key: 'system-settings',
      screen: SCREEN.systemSettings,
      labelKey: 'bakery.menu.system_settings',
      icon: AdminPanelSettingsIcon,
      order: 160,
    },
  ],
};
