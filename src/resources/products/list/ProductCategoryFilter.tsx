import { SelectInput, useGetList, type RaRecord } from 'react-admin';
import { PRODUCT_CATEGORIES } from '../../../domain/enums';
import { enumLabelKey } from '../../../i18n/ar/enums';

interface CategoryRow extends RaRecord {
  code: string;
  name: string;
}

/**
 * The category filter. Categories are rows of the catalogue (GET /products/categories), so the choices
 * are read from there; products are filtered by the category's code. Should the categories not load,
 * the built-in ones are offered so the filter keeps working.
 */
export function ProductCategoryFilter() {
  const { data, isPending, error } = useGetList<CategoryRow>('categories', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'sort_order', order: 'ASC' },
  });
  const fromServer = !error && data?.length;
  const choices = fromServer
    ? data.map((category) => ({ id: category.code, name: category.name }))
    : PRODUCT_CATEGORIES.map((code) => ({ id: code, name: enumLabelKey('product_category', code) }));

  return (
    <SelectInput
      source="category"
      label="bakery.products.list.category"
      choices={choices}
      translateChoice={!fromServer}
      isPending={isPending}
      emptyText="bakery.common.all"
      helperText={false}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 170 }, m: 0 }}
    />
  );
}
