import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useTranslate } from 'react-admin';
import { BackToProductsButton } from './BackToProductsButton';
import { ProductStatePanel } from './ProductStatePanel';

/** /products/abc: the address names no product, so nothing is asked of the server. */
export function ProductInvalidId() {
  const translate = useTranslate();
  return (
    <ProductStatePanel
      data-testid="product-invalid-id"
      icon={<LinkOffIcon color="disabled" sx={{ fontSize: 64 }} />}
      title={translate('bakery.products.show.invalid_id')}
      message={translate('bakery.products.show.invalid_id_hint')}
      actions={<BackToProductsButton />}
    />
  );
}
