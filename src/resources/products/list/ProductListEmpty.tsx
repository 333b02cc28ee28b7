import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { productPaths } from '../../../registry/paths';
import { ListEmpty } from '../../../ui/ListEmpty';

/** 'لا توجد منتجات', in the one empty look of every list. */
export function ProductListEmpty() {
  return (
    <ListEmpty
      resource="products"
      icon={<Inventory2OutlinedIcon />}
      title="bakery.products.list.empty"
      hint="bakery.products.list.empty_catalogue"
      addTo={productPaths.create}
      addLabel="bakery.products.list.add_first"
    />
  );
}
