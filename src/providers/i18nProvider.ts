import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ar } from '../i18n/ar';

/**
 * The interface speaks Arabic only. ra-i18n-polyglot's signature is
 * (getMessages, initialLocale, availableLocales, polyglotOptions): polyglot receives the locale 'ar',
 * so counted messages pick their form with polyglot's Arabic plural rule (zero | one | two | few |
 * many | other, see src/i18n/ar/plural.ts). With allowMissing: false a missing key renders the `_` default
 * react-admin passes or else the key itself, with a console warning, so a gap is visible rather than
 * silently filled with the key's last segment.
 */
export const i18nProvider = polyglotI18nProvider(() => ar, 'ar', [{ locale: 'ar', name: 'العربية' }], {
  allowMissing: false,
});
