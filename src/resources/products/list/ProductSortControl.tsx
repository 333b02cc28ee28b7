import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { useListSortContext, useTranslate } from 'react-admin';

/** The API's sortBy values offered, each with the order that reads naturally (newest and best selling first). */
export const PRODUCT_SORTS = [
  { field: 'name', order: 'ASC' },
  { field: 'price_eur', order: 'ASC' },
  { field: 'stock_quantity', order: 'ASC' },
  { field: 'created_at', order: 'DESC' },
  { field: 'total_sold', order: 'DESC' },
] as const;

/**
 * sortBy and sortOrder. Picking a field applies its natural order; the arrow reverses it. react-admin
 * goes back to page 1 on either change.
 */
export function ProductSortControl() {
  const translate = useTranslate();
  const { sort, setSort } = useListSortContext();
  const ascending = sort.order === 'ASC';
  const known = PRODUCT_SORTS.some((option) => option.field === sort.field);

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={translate('bakery.products.list.sort_by')}
        value={known ? sort.field : ''}
        onChange={(event) => {
          const option = PRODUCT_SORTS.find(({ field }) => field === event.target.value);
          if (option) setSort({ field: option.field, order: option.order });
        }}
        sx={{ minWidth: 150 }}
      >
        {PRODUCT_SORTS.map((option) => (
          <MenuItem key={option.field} value={option.field}>
            {translate(`bakery.products.list.sort.${option.field}`)}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={translate('bakery.products.list.order_toggle')}>
        <IconButton
          aria-label={translate(ascending ? 'bakery.products.list.order_asc' : 'bakery.products.list.order_desc')}
          onClick={() => setSort({ field: sort.field, order: ascending ? 'DESC' : 'ASC' })}
          data-testid="products-sort-order"
        >
          {ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
