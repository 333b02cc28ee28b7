/** The settings as the app reads them (src/ui/settings/useSettings shares it): saving updates every screen. */
export const SETTINGS_KEY = ['system-settings'] as const;
export const EXCHANGE_RATES_KEY = ['exchange-rates'] as const;
