import { Typography } from '@mui/material';
import {
  ArrayInput,
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  useGetList,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { AmountInput } from '../../ui/AmountInput';

interface CategoryRecord extends RaRecord {
  code: string;
  name: string;
}

/**
 * The list's rules: each names a product or a category, and gives a price or a discount. The server
 * refuses a rule naming both or neither (its message is shown in the dialog).
 */
export function PriceListRules() {
  const translate = useTranslate();
  const { data } = useGetList<CategoryRecord>('categories', { pagination: { page: 1, perPage: 500 }, sort: { field: 'sort_order', order: 'ASC' } });
  const categories = (data ?? []).map((category) => ({ id: category.code, name: category.name || category.code }));
  return (
    <>
      <Typography variant="subtitle1" component="h3" fontWeight={700}>
        {translate('bakery.pricing.lists.rules')}
      </Typography>
      <ArrayInput source="rules" label={false}>
        <SimpleFormIterator inline disableReordering addButton={undefined} sx={{ '& .RaSimpleFormIterator-inline': { rowGap: 0 } }}>
          <ReferenceInput source="product_id" reference="products" perPage={50} sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput optionText="name" label="bakery.pricing.lists.rule_product" sx={{ minWidth: 220 }} />
          </ReferenceInput>
          <SelectInput source="category" choices={categories} translateChoice={false} label="bakery.pricing.lists.rule_category" emptyText="—" sx={{ minWidth: 160 }} />
          <AmountInput source="price_eur" label="bakery.pricing.lists.rule_price" sx={{ maxWidth: 140 }} />
          <AmountInput source="discount_percent" label="bakery.pricing.lists.rule_discount" sx={{ maxWidth: 140 }} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
