import { Box } from '@mui/material';
import { ListBase, Title } from 'react-admin';
import { PRODUCT_SEARCH_DEBOUNCE_MS, PRODUCTS_PER_PAGE } from '../../domain/products/rules';
import { ProductFilterBar } from './list/ProductFilterBar';
import { ProductGrid } from './list/ProductGrid';
import { ProductListActions } from './list/ProductListActions';
import { ListPager } from '../../ui/ListPager';
import { listPageSx } from '../../ui/listPageSx';
import { ProductSelectionBar } from './list/ProductSelectionBar';
import { ProductSummaryTiles } from './list/ProductSummaryTiles';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/products';

// The failure is shown in place of the cards, with the server's message and a retry button: no toast too.
const quietQuery = { onError: () => undefined };

/**
 * /products: the six tiles, search, filters and sort, then twelve products a page as cards (spec 002
 * sections 2, 4, 8 and 9). Search, filters, sort and page live in the URL, so a reload or a shared link
 * shows the same page.
 */
function ProductList() {
  return (
    <ListBase
      resource="products"
      perPage={PRODUCTS_PER_PAGE}
      sort={{ field: 'name', order: 'ASC' }}
      debounce={PRODUCT_SEARCH_DEBOUNCE_MS}
      queryOptions={quietQuery}
    >
      <Title title="bakery.products.list.title" />
      <Box sx={listPageSx}>
        <ProductListActions />
        <ProductSummaryTiles />
        <ProductFilterBar />
        <ProductSelectionBar />
        <ProductGrid />
        <ListPager resource="products" />
      </Box>
    </ListBase>
  );
}

export default ProductList;
