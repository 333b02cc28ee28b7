import { FilterLiveForm, SelectInput } from 'react-admin';
import { PRODUCT_STATUSES } from '../../../domain/enums';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { FilterFormBox } from './FilterFormBox';
import { ProductCategoryFilter } from './ProductCategoryFilter';

const statusChoices = PRODUCT_STATUSES.map((status) => ({ id: status, name: enumLabelKey('product_status', status) }));
// The API reads is_featured=true / false.
const featuredChoices = [
  { id: 'true', name: 'bakery.products.list.featured_only' },
  { id: 'false', name: 'bakery.products.list.not_featured' },
];

/**
 * Category, status and featured. A choice applies at once (no pause: there is nothing to wait for) and
 * react-admin goes back to page 1.
 */
export function ProductStatusFilters() {
  return (
    <FilterLiveForm debounce={false} formComponent={FilterFormBox}>
      <ProductCategoryFilter />
      <SelectInput
        source="status"
        label="bakery.products.list.status"
        choices={statusChoices}
        emptyText="bakery.common.all"
        helperText={false}
        fullWidth={false}
        sx={{ width: { xs: 'calc(50% - 6px)', sm: 150 }, m: 0 }}
      />
      <SelectInput
        source="is_featured"
        label="bakery.products.list.featured"
        choices={featuredChoices}
        emptyText="bakery.common.all"
        helperText={false}
        fullWidth={false}
        sx={{ width: { xs: 'calc(50% - 6px)', sm: 150 }, m: 0 }}
      />
    </FilterLiveForm>
  );
}
