import { describe, expect, it } from 'vitest';
import { lightTheme, stillDarkTheme, stillLightTheme } from '../../src/providers/themes';

describe('the theme for people who ask for less motion', () => {
  it('has no transitions, no ripples and menus that open at once, and stays right to left', () => {
    for (const theme of [stillLightTheme, stillDarkTheme]) {
      expect(theme.transitions.create(['opacity', 'transform'])).toBe('none');
      expect(theme.transitions.duration.enteringScreen).toBe(0);
      expect(theme.transitions.duration.leavingScreen).toBe(0);
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      expect(theme.components?.MuiMenu?.defaultProps?.transitionDuration).toBe(0);
      expect(theme.direction).toBe('rtl');
    }
    expect(stillDarkTheme.palette.mode).toBe('dark');
  });

  it('keeps the usual theme animated, with its colours and toast placement', () => {
    expect(lightTheme.transitions.create(['opacity'])).not.toBe('none');
    expect(stillLightTheme.palette.primary.main).toBe(lightTheme.palette.primary.main);
    expect(stillLightTheme.components?.RaNotification).toEqual(lightTheme.components?.RaNotification);
  });
});
