import { useState } from 'react';
import {
  Edit,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { Product } from '../../domain/products/rules';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { LeaveOnLoadFailure, useLeaveOnLoadFailure } from './form/LeaveOnLoadFailure';
import { showNotice, updateFailureNotice } from './form/productFailure';
import { toUpdatePayload } from './form/productPayload';
import { productFormResolver, type ProductFormValues } from './form/productFormRules';
import { ProductForm } from './form/ProductForm';
import { ProductFormToolbar } from './form/ProductFormToolbar';
import { parseRecordId } from '../../domain/schemas/common';
import { productPaths } from '../../registry/paths';
import { ProductInputs } from './ProductInputs';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/products';

const resolver = productFormResolver('edit');

function ProductEditTitle() {
  const translate = useTranslate();
  const record = useRecordContext<Product>();
  return <>{translate('bakery.products.form.edit_title', { name: record?.name ?? '' })}</>;
}

/**
 * Spec 002 "/products/{id}/edit": the create form's inputs with the costs behind a toggle. Saved only
 * once the server agrees (pessimistic) and only with the fields that changed (PUT is partial); a new
 * image is uploaded after the save; then the detail. Cancel goes back to the detail.
 */
export default function ProductEdit() {
  const { id: idParam } = useParams<'id'>();
  const id = parseRecordId(idParam);
  // A non-numeric id asks the server nothing: it is a load failure straight away.
  return id === null ? <LeaveOnLoadFailure /> : <ProductEditForm id={id} />;
}

function ProductEditForm({ id }: { id: number }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const loadFailed = useLeaveOnLoadFailure();
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [saved, setSaved] = useState(false);

  const onSuccess = async (product: Product) => {
    setSaved(true);
    const productId = product?.id ?? id;
    let imageFailed = false;
    if (imageFile) {
      try {
        await dataProvider.uploadProductImage(productId, imageFile);
      } catch {
        imageFailed = true;
      }
    }
    if (imageFailed) notify('bakery.products.form.updated_image_failed', { type: 'warning' });
    else notify('bakery.products.form.updated', { type: 'success' });
    navigate(productPaths.show(productId));
  };

  return (
    <Edit<Product & RaRecord>
      resource="products"
      id={id}
      queryOptions={{ retry: false, onError: loadFailed }}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      title={<ProductEditTitle />}
      mutationOptions={{ onSuccess, onError: (error: unknown) => showNotice(notify, updateFailureNotice(error)) }}
      transform={(values: RaRecord, options?: { previousData?: RaRecord }) =>
        toUpdatePayload(values as ProductFormValues, options?.previousData as ProductFormValues | undefined) as RaRecord
      }
    >
      <ProductForm
        resolver={resolver}
        toolbar={<ProductFormToolbar label="bakery.products.form.save" cancelTo={productPaths.show(id)} done={saved} />}
      >
        <ProductInputs variant="edit" imageFile={imageFile} onImageFileChange={setImageFile} />
      </ProductForm>
    </Edit>
  );
}
