import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useRefresh, useTranslate } from 'react-admin';
import type { ExpenseType } from '../../domain/enums';
import { ExpenseDialog } from './ExpenseDialog';
import { ExpenseExportButton } from './ExpenseExportButton';
import { ExpenseFilters } from './ExpenseFilters';
import { ExpenseHistory } from './ExpenseHistory';
import { ExpenseSummaryCards } from './ExpenseSummaryCards';
import { ExpenseTypeTiles } from './ExpenseTypeTiles';
import { useOwnVehicle } from './useOwnVehicle';
import { isolatedPlate } from '../../ui/plate';

/**
 * The page inside its list: header with export and add, the four cards, the five type tiles, the
 * office's filters, the history, and the add dialog. A distributor without a van is told so and cannot add.
 */
export function ExpensesView({ office }: { office: boolean }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const own = useOwnVehicle(!office);
  const [preset, setPreset] = useState<ExpenseType | '' | null>(null);
  // A distributor adds once their van is known, or when it cannot be known (the server then decides).
  const canAdd = office || (!own.isPending && (own.vehicle !== null || !own.known));
  const title = office ? 'bakery.expenses.title' : 'bakery.expenses.own_title';

  return (
    <Box sx={{ pt: { xs: 1, md: 2 }, pb: 2 }} data-testid="expenses-page">
      <Title title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" fontWeight={700}>
            {translate(title)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('bakery.expenses.subtitle')}
          </Typography>
        </Box>
        <ExpenseExportButton />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setPreset('')}
          disabled={!canAdd}
          data-testid="expense-add"
        >
          {translate('bakery.expenses.add')}
        </Button>
      </Box>
      {!office && own.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('bakery.expenses.own_vehicle_error')}
        </Alert>
      ) : null}
      {!office && own.vehicle ? (
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="expenses-own-vehicle">
          {translate('bakery.expenses.own_vehicle_line', { plate: isolatedPlate(own.vehicle.vehicle_plate), model: own.vehicle.vehicle_model })}
        </Typography>
      ) : null}
      {!office && own.known && own.vehicle === null ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="expenses-no-vehicle">
          {translate('bakery.expenses.no_vehicle')}
        </Alert>
      ) : null}
      <ExpenseSummaryCards />
      <Typography variant="subtitle1" component="h2" fontWeight={600} sx={{ mb: 1 }}>
        {translate('bakery.expenses.tiles_title')}
      </Typography>
      <ExpenseTypeTiles onPick={setPreset} disabled={!canAdd} />
      {office ? <ExpenseFilters /> : null}
      <ExpenseHistory office={office} />
      <ExpenseDialog
        presetType={preset}
        office={office}
        ownVehicle={own.vehicle}
        onClose={() => setPreset(null)}
        onRecorded={refresh}
      />
    </Box>
  );
}
