import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';

// Both themes carry direction 'rtl': react-admin's own dark theme would otherwise turn the app LTR.
const arabic: ThemeOptions = {
  direction: 'rtl',
  typography: { fontFamily: '"Cairo", "Noto Sans Arabic", "Segoe UI", Tahoma, sans-serif' },
  shape: { borderRadius: 10 },
};

export const lightTheme = createTheme({
  ...defaultLightTheme,
  ...arabic,
  palette: { mode: 'light', primary: { main: '#8d5524' }, secondary: { main: '#c68642' }, background: { default: '#faf7f2' } },
});

export const darkTheme = createTheme({
  ...defaultDarkTheme,
  ...arabic,
  palette: { mode: 'dark', primary: { main: '#e0ac69' }, secondary: { main: '#c68642' } },
});
