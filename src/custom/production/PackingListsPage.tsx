import { Alert, Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { PackingVan } from './PackingVan';
import { PRODUCTION_PRINT_CSS } from './printCss';
import { ProductionHeader } from './ProductionHeader';
import { useDayParam } from './useDayParam';
import '../../i18n/ar/standing';

/**
 * /production/packing-lists (issue 30): each van's load for a delivery day, shop by shop in route order,
 * one printed page per van. A distributor opens it on their phone and sees their own van only (the server
 * answers only theirs).
 */
export default function PackingListsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [day, setDay] = useDayParam();
  const lists = useQuery({ queryKey: ['production', 'packing-lists', day], retry: false, queryFn: () => dataProvider.packingLists(day) });
  return (
    <Box className="production-page" sx={{ p: { xs: 1.5, md: 3 } }} data-testid="packing-lists-page">
      <style>{PRODUCTION_PRINT_CSS}</style>
      <Title title={translate('bakery.production.packing_title')} />
      <ProductionHeader title="bakery.production.packing_title" subtitle="bakery.production.packing_subtitle" day={day} onDay={setDay} />
      {lists.isPending ? (
        <CircularProgress size={24} />
      ) : !lists.data ? (
        <Alert severity="error">{translate('bakery.production.load_failed')}</Alert>
      ) : lists.data.vans.length === 0 ? (
        <Alert severity="info">{translate('bakery.production.empty_packing')}</Alert>
      ) : (
        lists.data.vans.map((van) => <PackingVan key={van.distributor_id ?? 0} van={van} />)
      )}
    </Box>
  );
}
