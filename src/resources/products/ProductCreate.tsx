import BoltIcon from '@mui/icons-material/Bolt';
import { Alert, Button } from '@mui/material';
import { Create, Loading, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { CREATE_DEFAULTS, toDetailedCreatePayload } from './form/productPayload';
import { productFormResolver, type ProductFormValues } from './form/productFormRules';
import { ProductForm } from './form/ProductForm';
import { ProductFormToolbar } from './form/ProductFormToolbar';
import { useCreateSubmission } from './form/useCreateSubmission';
import { useDuplicateSource } from './form/useDuplicateSource';
import { productPaths } from '../../registry/paths';
import { ProductInputs } from './ProductInputs';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/products';

const resolver = productFormResolver('detailed');

/** Spec 002 "/products/create": every field, advanced ones behind a toggle; ?duplicate={id} pre-fills. */
export default function ProductCreate() {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const duplicateParam = searchParams.get('duplicate');
  const duplicate = useDuplicateSource(duplicateParam);
  const { imageFile, setImageFile, created, mutationOptions } = useCreateSubmission({ quick: false });

  if (duplicate.isPending) return <Loading />;

  return (
    <Create
      // A new source (another ?duplicate=) is a new form.
      key={duplicateParam ?? 'new'}
      resource="products"
      title={duplicate.values ? 'bakery.products.form.duplicate_title' : 'bakery.products.form.create_title'}
      record={duplicate.values}
      redirect={false}
      mutationOptions={mutationOptions}
      transform={(values: ProductFormValues) => toDetailedCreatePayload(values)}
      actions={false}
    >
      <ProductForm
        defaultValues={CREATE_DEFAULTS}
        resolver={resolver}
        toolbar={<ProductFormToolbar label="bakery.products.form.create" cancelTo={productPaths.list} done={created} />}
      >
        {created ? (
          <Alert severity="success" sx={{ width: '100%' }}>
            {translate('bakery.products.form.redirecting')}
          </Alert>
        ) : null}
        <Button component={Link} to={productPaths.quickCreate} startIcon={<BoltIcon />} size="small">
          {translate('bakery.products.form.to_quick')}
        </Button>
        <ProductInputs variant="create" imageFile={imageFile} onImageFileChange={setImageFile} />
      </ProductForm>
    </Create>
  );
}
