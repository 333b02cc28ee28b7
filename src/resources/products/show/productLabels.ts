import { enumLabelKey } from '../../../i18n/ar/enums';
import type { Translate } from '../../../i18n/format';
import type { ProductRecord } from './productRecord';

/** The category's Arabic name: the product_categories row's name, else the built-in label, else its code. */
export function categoryLabel(record: Pick<ProductRecord, 'category' | 'category_name'>, translate: Translate): string {
  if (record.category_name) return record.category_name;
  return translate(enumLabelKey('product_category', record.category), { _: record.category });
}

export function unitLabel(unit: string, translate: Translate): string {
  return translate(enumLabelKey('product_unit', unit), { _: unit });
}
