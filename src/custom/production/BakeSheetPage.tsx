import { Alert, Box, Button, CircularProgress, Paper } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { BakeSheetTable } from './BakeSheetTable';
import { PRODUCTION_PRINT_CSS } from './printCss';
import { ProductionHeader } from './ProductionHeader';
import { useDayParam } from './useDayParam';
import '../../i18n/ar/standing';
import { refreshQueries } from '../../ui/queryCache';

/**
 * /production/bake-sheet (issue 30): what to bake for a delivery day, by category, from the confirmed
 * orders and the standing orders not generated yet; prints on one A4 page. Admins and managers also run
 * the day's generation from here (the cut-off job's own call).
 */
export default function BakeSheetPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const queryClient = useQueryClient();
  const [day, setDay] = useDayParam();
  const { canAccess: generates = false } = useCanAccess({ resource: 'standing-orders', action: 'generate' });
  const sheet = useQuery({ queryKey: ['production', 'bake-sheet', day], retry: false, queryFn: () => dataProvider.bakeSheet(day) });

  async function generate() {
    try {
      const result = await dataProvider.generateStandingOrders(day);
      notify('bakery.production.generated', { type: 'success', messageArgs: { created: result.created.length, already: result.already.length } });
      for (const failure of result.failed)
        notify('bakery.production.generated_failed', { type: 'warning', messageArgs: { store: failure.store_id, message: failure.message } });
      await refreshQueries(queryClient, { queryKey: ['production'] });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  }

  return (
    <Box className="production-page" sx={{ p: { xs: 1.5, md: 3 } }} data-testid="bake-sheet-page">
      <style>{PRODUCTION_PRINT_CSS}</style>
      <Title title={translate('bakery.production.bake_title')} />
      <ProductionHeader
        title="bakery.production.bake_title"
        subtitle="bakery.production.bake_subtitle"
        day={day}
        onDay={setDay}
        actions={
          generates ? (
            <Button variant="contained" onClick={generate}>
              {translate('bakery.production.generate')}
            </Button>
          ) : null
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1, md: 2 } }}>
        {sheet.isPending ? (
          <CircularProgress size={24} />
        ) : !sheet.data ? (
          <Alert severity="error">{translate('bakery.production.load_failed')}</Alert>
        ) : (
          <>
            {sheet.data.closed && <Alert severity="info" sx={{ mb: 1 }}>{translate('bakery.production.closed')}</Alert>}
            {sheet.data.products.length === 0 ? (
              <Alert severity="info">{translate('bakery.production.empty')}</Alert>
            ) : (
              <BakeSheetTable sheet={sheet.data} />
            )}
          </>
        )}
      </Paper>
    </Box>
  );
}
