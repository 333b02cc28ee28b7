import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderDetail } from '../../../domain/orders/types';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { formatMoney, formatNumber, toNumber } from '../../../i18n/format';
import { SectionCard } from '../../../ui/SectionCard';

const hiddenOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The lines: product, quantity, unit, unit price, discount, gift, line total and notes. */
export function OrderItemsCard({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const items = order.items ?? [];
  return (
    <SectionCard title="bakery.orders.show.items" icon={<ShoppingBasketIcon />} data-testid="order-items">
      {items.length === 0 ? (
        <Typography color="text.secondary">{translate('bakery.orders.show.no_items')}</Typography>
      ) : (
        <TableContainer sx={{ contain: 'inline-size' }}>
          <Table
            size="small"
            aria-label={translate('bakery.orders.show.items')}
            sx={{ '& th, & td': { px: { xs: 0.75, sm: 1.5 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{translate('bakery.orders.show.columns.product')}</TableCell>
                <TableCell align="center">{translate('bakery.orders.show.columns.quantity')}</TableCell>
                <TableCell sx={hiddenOnPhone}>{translate('bakery.orders.show.columns.unit')}</TableCell>
                <TableCell>{translate('bakery.orders.show.columns.unit_price')}</TableCell>
                <TableCell>{translate('bakery.orders.show.columns.discount')}</TableCell>
                <TableCell>{translate('bakery.orders.show.columns.gift')}</TableCell>
                <TableCell>{translate('bakery.orders.show.columns.line_total')}</TableCell>
                <TableCell sx={hiddenOnPhone}>{translate('bakery.orders.show.columns.notes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} data-testid="order-item">
                  <TableCell sx={{ fontWeight: 500 }}>
                    {item.product_name ?? item.product?.name}
                    {/* On a phone the unit and the notes go under the product rather than in columns. */}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      sx={{ display: { sm: 'none' } }}
                    >
                      {[
                        item.unit ? translate(enumLabelKey('product_unit', item.unit), { _: item.unit }) : null,
                        item.notes,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell align="center">{formatNumber(item.quantity)}</TableCell>
                  <TableCell sx={hiddenOnPhone}>
                    {item.unit ? translate(enumLabelKey('product_unit', item.unit), { _: item.unit }) : '—'}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(item.unit_price_eur)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {toNumber(item.discount_amount) ? formatMoney(item.discount_amount) : '—'}
                  </TableCell>
                  <TableCell>
                    {item.gift_quantity ? (
                      <>
                        {formatNumber(item.gift_quantity)}
                        {item.gift_reason ? (
                          <Typography variant="caption" color="text.secondary" component="div">
                            {item.gift_reason}
                          </Typography>
                        ) : null}
                      </>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {formatMoney(item.line_total_eur)}
                  </TableCell>
                  <TableCell sx={hiddenOnPhone}>{item.notes || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
