import { Navigate, useParams } from 'react-router-dom';
import { productPaths } from '../../registry/paths';
import { ProductDetail } from './show/ProductDetail';
import { ProductInvalidId } from './show/ProductInvalidId';
import { parseRecordId } from '../../domain/schemas/common';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/products';

/** Words that mean "a new product" when typed after /products/ (spec 002 "/products/{id}"). */
const CREATE_ALIASES = new Set(['new', 'create']);

/**
 * /products/{id}: the product's detail. '/products/new' goes to the create form; an id that is not a
 * number is refused here, before any call to the server.
 */
export default function ProductShow() {
  const { id } = useParams<{ id: string }>();
  if (id && CREATE_ALIASES.has(id.toLowerCase())) return <Navigate to={productPaths.create} replace />;
  const productId = parseRecordId(id);
  if (productId === null) return <ProductInvalidId />;
  return <ProductDetail id={productId} />;
}
