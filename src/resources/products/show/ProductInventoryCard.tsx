import Inventory2Icon from '@mui/icons-material/Inventory2';
import { Divider, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { ProductStockStatus } from './ProductStockStatus';
import type { ProductRecord } from './productRecord';
import { StockAdjustForm } from './StockAdjustForm';
import { StockMovementList } from './StockMovementList';
import { useProductInventory } from './useProductDetailData';

/**
 * The stock (null is unlimited), its minimum, level and bar, the form to change it for the roles that may
 * edit products, and the history of its changes.
 */
export function ProductInventoryCard({ record }: { record: ProductRecord }) {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'products', action: 'stock', record });
  const inventory = useProductInventory(record.id);
  const unlimited = record.stock_quantity === null || record.stock_quantity === undefined;
  return (
    <SectionCard title="bakery.products.show.inventory" icon={<Inventory2Icon />} data-testid="product-inventory">
      <InfoRow label={translate('resources.products.fields.stock_quantity')}>
        <span data-testid="product-stock-quantity">
          {unlimited ? translate('bakery.products.stock.unlimited') : formatNumber(record.stock_quantity)}
        </span>
      </InfoRow>
      <InfoRow label={translate('resources.products.fields.minimum_stock')}>{formatNumber(record.minimum_stock ?? 0)}</InfoRow>
      <ProductStockStatus record={record} />
      {canEdit ? (
        unlimited ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('bakery.products.show.adjust.unlimited_hint')}
          </Typography>
        ) : (
          <StockAdjustForm record={record} />
        )
      ) : null}
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" color="primary" sx={{ mb: 1 }}>
        {translate('bakery.products.show.movements')}
      </Typography>
      <StockMovementList movements={inventory.data?.movements} isPending={inventory.isPending} failed={inventory.isError} />
    </SectionCard>
  );
}
