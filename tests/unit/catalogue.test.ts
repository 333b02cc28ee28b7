import { describe, expect, it } from 'vitest';
import { addTexts, mergeTexts } from '../../src/i18n/catalogue';
import { i18nProvider } from '../../src/providers/i18nProvider';

// Issue 25: the catalogue grows as screens load (src/i18n/catalogue.ts); react-admin's translate stays
// synchronous, so an area's texts must be there the moment it is added, beside the ones already held.

describe('the growing catalogue', () => {
  it('translates an area added just now at once, and keeps the first page texts', () => {
    const key = 'bakery.catalogue_test.greeting';
    expect(i18nProvider.translate(key, { _: 'غائب' })).toBe('غائب');
    addTexts({ bakery: { catalogue_test: { greeting: 'أهلاً %{name}' } } });
    expect(i18nProvider.translate(key, { name: 'سامر' })).toBe('أهلاً سامر');
    expect(i18nProvider.translate('bakery.login.submit')).toBe('تسجيل الدخول');
    expect(i18nProvider.translate('ra.action.save')).toBe('حفظ');
  });

  it('merges branch by branch: an area adds to a branch others hold, the later text wins on the same key', () => {
    const merged = mergeTexts({ bakery: { a: { x: '1', y: '2' }, b: '3' } }, { bakery: { a: { y: '4', z: '5' } } });
    expect(merged).toEqual({ bakery: { a: { x: '1', y: '4', z: '5' }, b: '3' } });
  });
});
