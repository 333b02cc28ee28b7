/**
 * A counted message: the six Arabic plural forms in the order polyglot's `pluralTypes.arabic` indexes
 * them for the locale 'ar' (node_modules/node-polyglot/index.js):
 *   0 zero (n = 0), 1 one (n = 1), 2 two (n = 2), 3 few (n % 100 in 3..10),
 *   4 many (n % 100 in 11..99), 5 other (100, 101, 102, 200, ...).
 * Six required parameters, so a missing form is a compile error.
 */
export function plural(zero: string, one: string, two: string, few: string, many: string, other: string): string {
  return [zero, one, two, few, many, other].join(' |||| ');
}

/** The server-side texts use {name} placeholders; polyglot uses %{name}. */
export function toPolyglot<T extends Record<string, string>>(texts: T): Record<keyof T, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '%{$1}')]),
  ) as Record<keyof T, string>;
}

/**
 * Resource names. react-admin asks `resources.<name>.name` with smart_count 1 for one record (create
 * and edit titles: 'إنشاء طلب'), 2 for menus and list titles (useGetResourceLabel's default), 0 for the
 * empty and no-results pages, and the number of selected rows in the bulk dialogs. Polyglot maps 2 to
 * the Arabic dual form, but no screen ever means "two orders" by it: it means "the orders". So the two
 * form is the plural title a menu shows ('الطلبات', not the grammatical dual 'طلبان'). The other forms
 * are the noun as it follows a number (Arabic tamyiz), which is how the bulk messages of ./ra use it:
 * zero and few the (genitive) plural ('لم تتم إضافة أي طلبات'، 'حذف 5 طلبات'), many the accusative
 * singular ('حذف 15 طلباً'), other the genitive singular ('حذف 100 طلب').
 */
export function resourceName(forms: { title: string; one: string; plural: string; many: string }): string {
  return plural(forms.plural, forms.one, forms.title, forms.plural, forms.many, forms.one);
}
