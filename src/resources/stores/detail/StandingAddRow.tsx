import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { format } from '../../../domain/messages';
import { standingMessages } from '../../../domain/standing';
import { freeSizes, productsToAdd, type SizeOption, type WeekRow } from './standingWeek';

interface Props {
  products: readonly { id: number; name: string }[];
  /** Each product's sizes (issue 30): a product listed here is added as one of them. */
  sizes: ReadonlyMap<number, readonly SizeOption[]>;
  rows: readonly WeekRow[];
  /** A product with sizes picked and its size not chosen yet (the form refuses to save meanwhile). */
  pending: number | null;
  onPending: (productId: number | null) => void;
  onAdd: (row: WeekRow) => void;
}

/**
 * Adds a row to the week grid: the product, then, for a product sold in sizes, which size; until one is
 * chosen the size field says so in Arabic beside it and no row is added.
 */
export function StandingAddRow({ products, sizes, rows, pending, onPending, onAdd }: Props) {
  const translate = useTranslate();
  const offered = productsToAdd(products, sizes, rows);
  const pendingName = products.find((product) => product.id === pending)?.name ?? '';
  if (!offered.length && pending === null) return null;
  return (
    <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" alignItems="flex-start" sx={{ mt: 2 }}>
      <TextField
        select
        size="small"
        label={translate('bakery.standing.add_product')}
        value={pending ?? ''}
        onChange={(event) => {
          const id = Number(event.target.value);
          if (sizes.get(id)?.length) return onPending(id);
          onPending(null);
          onAdd({ product_id: id, cells: {} });
        }}
        sx={{ width: { xs: '100%', sm: 320 } }}
      >
        {offered.map((product) => (
          <MenuItem key={product.id} value={product.id}>
            {product.name}
          </MenuItem>
        ))}
      </TextField>
      {pending !== null && (
        <TextField
          select
          size="small"
          label={translate('bakery.standing.size')}
          value=""
          error
          helperText={format(standingMessages.variantRequired, { name: pendingName })}
          onChange={(event) => {
            onPending(null);
            onAdd({ product_id: pending, variant_id: Number(event.target.value), cells: {} });
          }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          {freeSizes(pending, sizes, rows).map((size) => (
            <MenuItem key={size.id} value={size.id}>
              {size.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
