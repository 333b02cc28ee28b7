import { SelectInput, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { enumLabelKey } from '../../../i18n/ar/enums';

interface CategoryRecord extends RaRecord {
  code: string;
  name: string;
}

/**
 * The category select over the `categories` resource (GET /products/categories), each shown by its
 * Arabic name. A product holds the category's code, not its row id, so the choices are read with
 * useGetList and keyed by code; react-admin's ReferenceInput would look the value up as an id.
 */
export function CategoryInput() {
  const translate = useTranslate();
  const value = useWatch({ name: 'category' }) as string | null | undefined;
  const { data, isPending, error } = useGetList<CategoryRecord>('categories', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'sort_order', order: 'ASC' },
  });
  const choices = (data ?? []).map((category) => ({ id: category.code, name: category.name || category.code }));
  // The product's own category stays readable while the list loads (or if it cannot be loaded).
  if (value && !choices.some((choice) => choice.id === value)) {
    choices.push({ id: value, name: translate(enumLabelKey('product_category', value), { _: value }) });
  }
  return (
    <SelectInput
      source="category"
      choices={choices}
      translateChoice={false}
      isPending={isPending && !value}
      emptyText="bakery.products.form.choose_category"
      helperText={error ? 'bakery.products.form.categories_failed' : undefined}
      isRequired
      fullWidth
    />
  );
}
