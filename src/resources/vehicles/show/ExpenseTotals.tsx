import FunctionsIcon from '@mui/icons-material/Functions';
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { EXPENSE_TYPES } from '../../../domain/enums';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { formatMoney } from '../../../i18n/format';
import { RetryAlert } from '../../../ui/RetryAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { useVehicleFigures } from './useVehicleQueries';

const prefix = 'bakery.vehicle_show.expenses';

/** What the vehicle cost, per expense type and in all, in EUR over every page of its expenses. */
export function ExpenseTotals({ id }: { id: Identifier }) {
  const translate = useTranslate();
  const figures = useVehicleFigures(id);

  let content;
  if (figures.isPending) content = <Skeleton variant="rounded" height={48} />;
  else if (figures.isError)
    content = (
      <RetryAlert
        message="bakery.vehicle_show.figures.load_failed"
        onRetry={() => void figures.refetch()}
        retrying={figures.isFetching}
      />
    );
  else {
    const types = EXPENSE_TYPES.filter((type) => (figures.data.by_type[type] ?? 0) > 0);
    const tiles = [
      ...types.map((type) => ({
        key: type,
        label: translate(enumLabelKey('expense_type', type), { _: type }),
        amount: figures.data.by_type[type] ?? 0,
      })),
      { key: 'total', label: translate(`${prefix}.total`), amount: figures.data.total_expenses_eur },
    ];
    content = (
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 1 }}
        data-testid="vehicle-expense-totals"
      >
        {tiles.map((tile) => (
          <Box
            key={tile.key}
            data-testid={`vehicle-expense-total-${tile.key}`}
            sx={{
              p: 1.25,
              borderRadius: 1,
              border: 1,
              borderColor: tile.key === 'total' ? 'primary.main' : 'divider',
              bgcolor: tile.key === 'total' ? 'action.hover' : undefined,
            }}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              {tile.label}
            </Typography>
            <Typography variant="subtitle1" fontWeight={700}>
              {formatMoney(tile.amount)}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <SectionCard title={`${prefix}.totals`} icon={<FunctionsIcon />}>
      {content}
    </SectionCard>
  );
}
