import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { addTexts, currentTexts, onTextsAdded } from '../i18n/catalogue';
import { shell } from '../i18n/ar/shell';

/**
 * The interface speaks Arabic only. ra-i18n-polyglot's signature is
 * (getMessages, initialLocale, availableLocales, polyglotOptions): polyglot receives the locale 'ar',
 * so counted messages pick their form with polyglot's Arabic plural rule (zero | one | two | few |
 * many | other, see src/i18n/ar/plural.ts). With allowMissing: false a missing key renders the `_` default
 * react-admin passes or else the key itself, with a console warning, so a gap is visible rather than
 * silently filled with the key's last segment.
 *
 * It starts with the first page's texts; each screen's area adds its own when the screen's chunk loads
 * (src/i18n/catalogue.ts), and the phrases are rebuilt then, at once, so translate stays synchronous.
 */
function polyglotOfTheMoment(): I18nProvider {
  return polyglotI18nProvider(() => currentTexts() as TranslationMessages, 'ar', [{ locale: 'ar', name: 'العربية' }], { allowMissing: false });
}

addTexts(shell);
let current = polyglotOfTheMoment();
onTextsAdded(() => {
  current = polyglotOfTheMoment();
});

export const i18nProvider: I18nProvider = {
  translate: (key, options) => current.translate(key, options),
  changeLocale: (locale, options) => current.changeLocale(locale, options),
  getLocale: () => current.getLocale(),
  getLocales: () => current.getLocales?.() ?? [{ locale: 'ar', name: 'العربية' }],
};
