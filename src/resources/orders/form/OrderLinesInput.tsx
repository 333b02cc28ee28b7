import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button } from '@mui/material';
import {
  ArrayInput,
  SimpleFormIterator,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import { newLine } from './orderCreateRules';
import { OrderLineInputs } from './OrderLineInputs';
import type { ProductOption } from './useOrderReferences';
import type { VariantOption } from './shopPrices';

function AddLineButton() {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button startIcon={<AddIcon />} variant="outlined" onClick={() => add(newLine())}>
      {translate('bakery.orders.form.add_line')}
    </Button>
  );
}

function RemoveLineButton() {
  const translate = useTranslate();
  const { remove, index } = useSimpleFormIteratorItem();
  return (
    <Button
      color="error"
      size="small"
      startIcon={<DeleteOutlineIcon />}
      onClick={() => remove()}
      aria-label={translate('bakery.orders.form.remove_line_n', { n: index + 1 })}
    >
      {translate('bakery.orders.form.remove_line')}
    </Button>
  );
}

/** The product lines, with add and remove (react-admin's array input). */
export function OrderLinesInput({
  products,
  productById,
  variantsOf,
}: {
  products: ProductOption[];
  productById: ReadonlyMap<number, ProductOption>;
  variantsOf?: ReadonlyMap<number, readonly VariantOption[]>;
}) {
  return (
    <ArrayInput source="items" label={false}>
      <SimpleFormIterator
        // A new line's product list opens on its first click: react-hook-form's focus on the new line
        // opened it already (openOnFocus), and that click then closed it, showing nothing until typing.
        disableAutoFocus
        disableReordering
        disableClear
        addButton={<AddLineButton />}
        removeButton={<RemoveLineButton />}
        sx={{
          '& .RaSimpleFormIterator-line': {
            borderBottom: 1,
            borderColor: 'divider',
            py: 2,
            flexDirection: { xs: 'column', sm: 'row' },
          },
          '& .RaSimpleFormIterator-form': { flex: 1, width: '100%' },
          '& .RaSimpleFormIterator-index': { display: 'none' },
          '& .RaSimpleFormIterator-buttons': { mt: 2 },
          // A labelled remove button, always shown: not only on a mouse's hover.
          '& .RaSimpleFormIterator-action': { visibility: 'visible' },
        }}
      >
        <OrderLineInputs products={products} productById={productById} variantsOf={variantsOf} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
