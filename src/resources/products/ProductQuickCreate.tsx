import TuneIcon from '@mui/icons-material/Tune';
import { Alert, Button, Typography } from '@mui/material';
import { Create, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { QUICK_DEFAULTS, toQuickCreatePayload } from './form/productPayload';
import { productFormResolver, type ProductFormValues } from './form/productFormRules';
import { ProductForm } from './form/ProductForm';
import { ProductFormToolbar } from './form/ProductFormToolbar';
import { QuickProductInputs } from './form/QuickProductInputs';
import { useCreateSubmission } from './form/useCreateSubmission';
import { productPaths } from '../../registry/paths';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/products';

const resolver = productFormResolver('quick');

/** Spec 002 "/products/create-simple": the few fields a product needs, the unit fixed to piece. */
export default function ProductQuickCreate() {
  const translate = useTranslate();
  const { imageFile, setImageFile, created, mutationOptions } = useCreateSubmission({ quick: true });

  return (
    <Create
      resource="products"
      title="bakery.products.form.quick_title"
      redirect={false}
      mutationOptions={mutationOptions}
      transform={(values: ProductFormValues) => toQuickCreatePayload(values)}
      actions={false}
    >
      <ProductForm
        defaultValues={QUICK_DEFAULTS}
        resolver={resolver}
        toolbar={<ProductFormToolbar label="bakery.products.form.create" cancelTo={productPaths.list} done={created} />}
      >
        {created ? (
          <Alert severity="success" sx={{ width: '100%' }}>
            {translate('bakery.products.form.redirecting')}
          </Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.products.form.quick_hint')}
        </Typography>
        <Button component={Link} to={productPaths.create} startIcon={<TuneIcon />} size="small">
          {translate('bakery.products.form.to_detailed')}
        </Button>
        <QuickProductInputs imageFile={imageFile} onImageFileChange={setImageFile} />
      </ProductForm>
    </Create>
  );
}
