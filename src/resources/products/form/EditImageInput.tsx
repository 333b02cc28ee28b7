import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { Product } from '../../../domain/products/rules';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { ProductImagePicker } from './ProductImagePicker';
import { RemoveImageButton } from './RemoveImageButton';

interface EditImageInputProps {
  file: File | null;
  onChange: (file: File | null) => void;
}

/**
 * The edit form's image: the current one with replace and remove. Removing is its own call, made at
 * once after the confirmation (PUT image_url null); the form's other values are not touched by it.
 */
export function EditImageInput({ file, onChange }: EditImageInputProps) {
  const record = useRecordContext<Product>();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const notify = useNotify();
  const [removed, setRemoved] = useState(false);
  const currentUrl = removed ? null : (record?.image_url ?? null);

  const remove = async () => {
    if (!record) return;
    try {
      await dataProvider.update('products', { id: record.id, data: { image_url: null }, previousData: record });
      setRemoved(true);
      notify('bakery.products.form.image_removed', { type: 'success' });
    } catch {
      notify('bakery.products.form.image_remove_failed', { type: 'error' });
    }
  };

  return (
    <ProductImagePicker
      file={file}
      onChange={onChange}
      currentUrl={currentUrl}
      currentAction={currentUrl ? <RemoveImageButton onConfirm={remove} /> : null}
    />
  );
}
