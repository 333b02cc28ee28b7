import { Box } from '@mui/material';
import { useCanAccess, useListContext } from 'react-admin';
import type { Product } from '../../../domain/products/rules';
import { ProductCard } from './ProductCard';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { ProductListEmpty } from './ProductListEmpty';
import { ProductListError } from './ProductListError';
import { productGridSx } from './productGridSx';

/** The page's products as cards, or the loading, error or empty state in their place. */
export function ProductGrid() {
  const { data, isPending, error, selectedIds, onToggleItem } = useListContext<Product>();
  // From the access table, asked once for the whole grid: edit, delete and status are for admins and managers.
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'products', action: 'edit' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: 'products', action: 'delete' });
  const { canAccess: canChangeStatus = false } = useCanAccess({ resource: 'products', action: 'status' });

  if (error) return <ProductListError />;
  if (isPending) return <ProductGridSkeleton />;
  if (!data?.length) return <ProductListEmpty />;
  return (
    <Box data-testid="products-grid" sx={productGridSx}>
      {data.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          selected={selectedIds.includes(product.id)}
          onToggle={() => onToggleItem(product.id)}
          canEdit={canEdit}
          canDelete={canDelete}
          canChangeStatus={canChangeStatus}
        />
      ))}
    </Box>
  );
}
