import { Alert, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BulkPriceChange } from '../../domain/pricing/records';
import { formatMoney, formatSyp } from '../../i18n/format';

/**
 * The previewed (or saved) prices, old beside new, and the SYP price that follows the new one; a saved
 * row links to the product's history.
 */
export function BulkChangesTable({
  changes,
  saved,
  onHistory,
}: {
  changes: readonly BulkPriceChange[];
  saved: boolean;
  onHistory: (productId: number) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`bakery.pricing.bulk.${key}`);
  return (
    <Card variant="outlined" data-testid={saved ? 'bulk-saved' : 'bulk-preview-table'}>
      <CardContent sx={{ overflowX: 'auto' }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t(saved ? 'saved_title' : 'preview_title')}
        </Typography>
        {!changes.length ? (
          <Alert severity="info">{t('nothing')}</Alert>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('product')}</TableCell>
                <TableCell>{t('old_price')}</TableCell>
                <TableCell>{t('new_price')}</TableCell>
                <TableCell>{t('difference')}</TableCell>
                <TableCell>{t('new_syp')}</TableCell>
                {saved && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((change) => (
                <TableRow key={change.product_id} data-testid="bulk-change-row">
                  <TableCell>{change.name}</TableCell>
                  <TableCell>{formatMoney(change.old_price_eur)}</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>{formatMoney(change.new_price_eur)}</TableCell>
                  <TableCell>{formatMoney(Math.round((change.new_price_eur - change.old_price_eur) * 100) / 100)}</TableCell>
                  {/* The SYP price follows the EUR price (sypAfterEurChange); — for a product without one. */}
                  <TableCell data-testid="bulk-change-syp">{formatSyp(change.new_price_syp)}</TableCell>
                  {saved && (
                    <TableCell>
                      <Button size="small" onClick={() => onHistory(change.product_id)} data-testid="bulk-history-link">
                        {t('history_link')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
