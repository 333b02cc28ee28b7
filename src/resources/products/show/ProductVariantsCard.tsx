import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import StyleIcon from '@mui/icons-material/Style';
import { Button, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { Variant } from '../../../domain/pricing/records';
import { formatMoney, formatNumber } from '../../../i18n/format';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { SectionCard } from '../../../ui/SectionCard';
import { ProductVariantDialog } from './ProductVariantDialog';
// The card's texts (src/i18n/ar/pricing.ts), added before it first renders.
import '../../../i18n/ar/pricing';

export const variantsQueryKey = (id: number) => ['products', 'variants', id] as const;

/** The product's variants (issue 30): size or weight, each with its own code, price and stock. */
export function ProductVariantsCard({ id }: { id: number }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`bakery.pricing.product.${key}`);
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'products', action: 'price' });
  const { data, isError } = useQuery({ queryKey: variantsQueryKey(id), queryFn: () => dataProvider.productVariants(id), retry: false });
  const [editing, setEditing] = useState<Variant | 'new' | null>(null);
  return (
    <SectionCard
      title="bakery.pricing.product.variants"
      icon={<StyleIcon />}
      data-testid="product-variants"
      action={
        canEdit ? (
          <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="variant-add">
            {t('variant_add')}
          </Button>
        ) : undefined
      }
    >
      {isError ? (
        <Typography color="text.secondary">{t('load_failed')}</Typography>
      ) : !data?.length ? (
        <Typography color="text.secondary">{t('variants_empty')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('variant_name')}</TableCell>
              <TableCell>{t('variant_code')}</TableCell>
              <TableCell>{t('variant_price')}</TableCell>
              <TableCell>{t('variant_stock')}</TableCell>
              {canEdit && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((variant) => (
              <TableRow key={variant.id} data-testid="variant-row" sx={{ opacity: variant.status === 'active' ? 1 : 0.6 }}>
                <TableCell>{variant.name}</TableCell>
                <TableCell dir="ltr">{variant.code}</TableCell>
                <TableCell>{formatMoney(variant.price_eur)}</TableCell>
                <TableCell>{variant.stock_quantity === null ? t('variant_unlimited') : formatNumber(variant.stock_quantity)}</TableCell>
                {canEdit && (
                  <TableCell>
                    <IconButton size="small" aria-label={t('variant_edit')} onClick={() => setEditing(variant)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && <ProductVariantDialog productId={id} variant={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </SectionCard>
  );
}
