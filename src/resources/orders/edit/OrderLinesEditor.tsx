import { useFieldArray } from 'react-hook-form';
import { FormSection } from '../../../ui/FormSection';
import type { ProductOption } from '../form/useOrderReferences';
import { AddProductPanel } from './AddProductPanel';
import { OrderItemsTable } from './OrderItemsTable';

/** The lines table and the add-product panel, over one field array (`items`, the whole new list). */
export function OrderLinesEditor({
  products,
  productById,
}: {
  products: ProductOption[];
  productById: ReadonlyMap<number, ProductOption>;
}) {
  // keyName: the lines carry their own `id`, which react-hook-form's default key would shadow.
  const { fields, append, remove } = useFieldArray({ name: 'items', keyName: '_key' });
  return (
    <>
      <FormSection title="bakery.orders.edit.items.title" testId="order-edit-items">
        <OrderItemsTable keys={fields.map((field) => field._key)} onRemove={remove} />
      </FormSection>
      <AddProductPanel products={products} productById={productById} onAdd={(line) => append(line)} />
    </>
  );
}
