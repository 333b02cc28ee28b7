import { Alert, Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, Form, ReferenceInput, useDataProvider, useTranslate } from 'react-admin';
import { parseRecordId } from '../../domain/schemas/plain';
import { formatDate, formatDateTime, formatMoney, formatSyp } from '../../i18n/format';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { FormChangeWatchValue } from './FormChangeWatchValue';

/** On a phone the table keeps what changed, from when and by whom; when it was typed is for wider screens. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** A product's price changes, the latest day first: old, new, from when, who, and whether it waits for its day. */
export function PriceHistoryPanel({ productId, onProduct }: { productId: string | null; onProduct: (id: number | null) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const id = parseRecordId(productId);
  const { data, isError } = useQuery({
    queryKey: ['pricing', 'history', id],
    queryFn: () => dataProvider.priceHistory(id!),
    enabled: id !== null,
  });
  const t = (key: string, options?: object) => translate(`bakery.pricing.history.${key}`, options);
  return (
    <Card variant="outlined" data-testid="price-history">
      <CardContent sx={{ overflowX: 'auto' }}>
        <Form defaultValues={{ product_id: id }}>
          <FormChangeWatchValue source="product_id" onChange={(value) => onProduct(typeof value === 'number' ? value : null)} />
          <ReferenceInput source="product_id" reference="products" perPage={50} sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput optionText="name" label="bakery.pricing.history.product" sx={{ maxWidth: 420 }} />
          </ReferenceInput>
        </Form>
        {id === null && <Typography color="text.secondary">{t('choose')}</Typography>}
        {isError && <Alert severity="error">{t('load_failed')}</Alert>}
        {data && (
          <>
            <Typography sx={{ mb: 1 }}>{t('current', { price: formatMoney(data.price_eur) })}</Typography>
            {!data.history.length ? (
              <Alert severity="info">{t('empty')}</Alert>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('from')}</TableCell>
                    <TableCell>{t('old')}</TableCell>
                    <TableCell>{t('new')}</TableCell>
                    <TableCell>{t('new_syp')}</TableCell>
                    <TableCell>{t('source')}</TableCell>
                    <TableCell>{t('who')}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{t('when')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.history.map((row) => (
                    <TableRow key={row.id} data-testid="price-history-row">
                      <TableCell>
                        {formatDate(row.valid_from)}
                        {!row.applied && <Chip size="small" color="warning" label={t('pending')} sx={{ ms: 1 }} />}
                      </TableCell>
                      <TableCell>{formatMoney(row.old_price_eur)}</TableCell>
                      <TableCell sx={{ fontWeight: 700 }}>{formatMoney(row.new_price_eur)}</TableCell>
                      <TableCell>{formatSyp(row.new_price_syp)}</TableCell>
                      <TableCell>{t(`source_${row.source}`)}</TableCell>
                      <TableCell>{row.changed_by_name ?? '—'}</TableCell>
                      <TableCell sx={WIDE_ONLY}>{formatDateTime(row.created_at)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
