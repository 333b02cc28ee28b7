import { Card, CardContent, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { ExpenseRecord } from '../../domain/vehicles/expenseRecords';
import { enumLabelKey } from '../../i18n/ar/enums';
import { formatDate, formatNumber } from '../../i18n/format';
import { ExpenseAmount } from './ExpenseAmount';
import { ExpenseDeleteButton } from './ExpenseDeleteButton';
import { VehiclePlate } from '../../ui/VehiclePlate';

/**
 * The history on a phone: one card an expense, the amount first, the rest on the lines under it. The
 * plate shows for a distributor too: their history keeps the fills of a van they no longer drive, and its
 * km mean nothing next to the new van's without it.
 */
export function ExpenseCards({ office }: { office: boolean }) {
  const translate = useTranslate();
  const { data = [] } = useListContext<ExpenseRecord>();
  const extras = (record: ExpenseRecord) =>
    [
      record.litres != null ? translate('bakery.expenses.litres_value', { litres: formatNumber(record.litres) }) : null,
      record.km != null ? translate('bakery.expenses.km_value', { km: formatNumber(record.km) }) : null,
      office ? record.distributor_name : null,
    ].filter(Boolean);

  return (
    <Stack spacing={1} sx={{ p: 1 }} data-testid="expenses-cards">
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card variant="outlined" data-testid="expense-card">
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
                <Stack sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle2" fontWeight={700}>
                    {translate(enumLabelKey('expense_type', record.type))} · {formatDate(record.expense_date)}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {record.description}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    <VehiclePlate plate={record.vehicle_plate} />
                    {extras(record).map((extra) => ` · ${extra}`)}
                  </Typography>
                </Stack>
                <Stack sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
                  <Typography component="div" fontWeight={700}>
                    <ExpenseAmount record={record} />
                  </Typography>
                  <ExpenseDeleteButton office={office} />
                </Stack>
              </Stack>
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
