import { useFieldArray } from 'react-hook-form';
import { FormSection } from '../../../ui/FormSection';
import type { ProductOption } from '../form/useOrderReferences';
import { useShopPricedReferences } from '../form/useShopPrices';
import { AddProductPanel } from './AddProductPanel';
import { OrderItemsTable } from './OrderItemsTable';

/**
 * The lines table and the add-product panel, over one field array (`items`, the whole new list). A new
 * line takes the shop's price of the delivery day, as the server charges it; kept lines keep theirs.
 */
export function OrderLinesEditor({
  products,
  productById,
}: {
  products: ProductOption[];
  productById: ReadonlyMap<number, ProductOption>;
}) {
  // keyName: the lines carry their own `id`, which react-hook-form's default key would shadow.
  const { fields, append, remove } = useFieldArray({ name: 'items', keyName: '_key' });
  const priced = useShopPricedReferences({ products, productById });
  return (
    <>
      <FormSection title="bakery.orders.edit.items.title" testId="order-edit-items">
        <OrderItemsTable keys={fields.map((field) => field._key)} onRemove={remove} />
      </FormSection>
      <AddProductPanel
        products={priced.products}
        productById={priced.productById}
        variantsOf={priced.variantsOf}
        onAdd={(line) => append(line)}
      />
    </>
  );
}
