import { FilterLiveForm, SearchInput, useTranslate } from 'react-admin';
import { PRODUCT_SEARCH_DEBOUNCE_MS } from '../../../domain/products/rules';
import { FilterFormBox } from './FilterFormBox';

/**
 * The search box (name, description, barcode). Its own live form so that only typing waits for the
 * pause (500 ms after the last key); the list then asks the server once, from page 1.
 */
export function ProductSearchInput() {
  const translate = useTranslate();
  return (
    <FilterLiveForm debounce={PRODUCT_SEARCH_DEBOUNCE_MS} formComponent={FilterFormBox}>
      <SearchInput
        source="q"
        placeholder={translate('bakery.products.list.search')}
        aria-label={translate('bakery.products.list.search')}
        helperText={false}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 320 }, m: 0 }}
      />
    </FilterLiveForm>
  );
}
