import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';

// Both themes carry direction 'rtl': react-admin's own dark theme would otherwise turn the app LTR.
const arabic: ThemeOptions = {
  direction: 'rtl',
  typography: { fontFamily: '"Cairo", "Noto Sans Arabic", "Segoe UI", Tahoma, sans-serif' },
  shape: { borderRadius: 10 },
};

/**
 * Every react-admin toast, on every page and screen size: under the app bar at the top, never at the
 * bottom where a form's save bar (fixed to the screen's foot on a phone) and the lists' add button sit.
 */
const notificationPlacement: ThemeOptions['components'] = {
  RaNotification: {
    defaultProps: {
      anchorOrigin: { vertical: 'top', horizontal: 'center' },
      // The app bar is 56 px high on a phone and 64 px from 600 px.
      sx: { top: { xs: 64, sm: 72 } },
    },
  },
};

const light: ThemeOptions = {
  ...defaultLightTheme,
  ...arabic,
  components: { ...defaultLightTheme.components, ...notificationPlacement },
  palette: { mode: 'light', primary: { main: '#8d5524' }, secondary: { main: '#c68642' }, background: { default: '#faf7f2' } },
};

const dark: ThemeOptions = {
  ...defaultDarkTheme,
  ...arabic,
  components: { ...defaultDarkTheme.components, ...notificationPlacement },
  palette: { mode: 'dark', primary: { main: '#e0ac69' }, secondary: { main: '#c68642' } },
};

const none = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * For people who ask their system for less motion (WCAG 2.3.3): dialogs, menus, toasts, drawers and
 * folding panels appear and go at once, without a slide, fade or ripple.
 */
const still: ThemeOptions = {
  transitions: { create: () => 'none', duration: none },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    // Their default duration is 'auto' (measured from the height), not the theme's.
    MuiMenu: { defaultProps: { transitionDuration: 0 } },
    MuiPopover: { defaultProps: { transitionDuration: 0 } },
    MuiCollapse: { defaultProps: { timeout: 0 } },
  },
};

export const lightTheme = createTheme(light);
export const darkTheme = createTheme(dark);
export const stillLightTheme = createTheme(light, still);
export const stillDarkTheme = createTheme(dark, still);
