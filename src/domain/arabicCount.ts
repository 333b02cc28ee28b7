// A number with the noun it counts, as Arabic grammar asks (tamyiz): the noun's form depends on the
// number, in the six plural categories of the locale 'ar' (Intl.PluralRules): 0 zero, 1 one, 2 two,
// n % 100 in 3..10 few, 11..99 many, 100, 101, 102... other. The one and two forms carry no figure
// ('طلب واحد', 'طلبان'); the others write it in Latin digits, as the app writes figures.
import { numberText } from './format';

const rules = new Intl.PluralRules('ar');

/** Each category's text; {n} stands for the grouped figure. */
export type CountForms = Record<Intl.LDMLPluralRule, string>;

export function arabicCount(count: number, forms: CountForms): string {
  return forms[rules.select(count)].replace('{n}', numberText(count));
}
