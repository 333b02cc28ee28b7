import { Box, Grid } from '@mui/material';
import { Loading, Title, useCanAccess, useNotify, useShowController } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AddressNotesCard } from './detail/AddressNotesCard';
import { BasicInfoCard } from './detail/BasicInfoCard';
import { ContactCard } from './detail/ContactCard';
import { FinancialCard } from './detail/FinancialCard';
import { LocationCard } from './detail/LocationCard';
import { RecentOrdersCard } from './detail/RecentOrdersCard';
import { StatisticsCard } from './detail/StatisticsCard';
import { StandingOrderCard } from './detail/StandingOrderCard';
import { StoreNotFound } from './detail/StoreNotFound';
import type { StoreRecord } from './detail/storeRecord';
import { StoreShowHeader } from './detail/StoreShowHeader';
import { StoreInvoicesCard } from './detail/StoreInvoicesCard';
import { storePaths } from '../../registry/paths';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/stores';
import '../../i18n/ar/orders';

function isNotFound(error: unknown): boolean {
  return (error as { status?: number } | null)?.status === 404;
}

/**
 * /stores/{id}: every card of the shop (spec 001 "/stores/{id}"). A shop that does not exist gets its own
 * page; any other load failure says so and goes back to the list.
 */
export default function StoreShow() {
  const notify = useNotify();
  const navigate = useNavigate();
  // Issue 30: the office reads a shop's standing order; a distributor does not.
  const { canAccess: showsStanding = false } = useCanAccess({ resource: 'standing-orders', action: 'show' });
  // Issue 29: the roles that read invoices see the shop's invoices, credit notes and balance.
  const { canAccess: showsInvoices = false } = useCanAccess({ resource: 'invoices', action: 'list' });
  const { record, error, isPending } = useShowController<StoreRecord>({
    resource: 'stores',
    queryOptions: {
      onError: (failure: unknown) => {
        if (isNotFound(failure)) return;
        notify('bakery.stores.show.load_failed', { type: 'error' });
        navigate(storePaths.list);
      },
    },
  });

  if (isNotFound(error)) return <StoreNotFound />;
  if (isPending || !record) return <Loading />;

  // Cards stack on a phone; two columns from 900 px.
  const half = { xs: 12, md: 6 } as const;
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 } }} data-testid="store-show">
      <Title title={<>{record.name}</>} />
      <StoreShowHeader record={record} />
      <Grid container spacing={2}>
        <Grid size={half}>
          <BasicInfoCard record={record} />
        </Grid>
        <Grid size={half}>
          <FinancialCard record={record} />
        </Grid>
        <Grid size={half}>
          <ContactCard record={record} />
        </Grid>
        <Grid size={half}>
          <AddressNotesCard record={record} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <RecentOrdersCard storeId={record.id} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <StatisticsCard record={record} />
        </Grid>
        <Grid size={12}>
          <LocationCard record={record} />
        </Grid>
        {showsInvoices && (
          <Grid size={12}>
            <StoreInvoicesCard record={record} />
          </Grid>
        )}
        {showsStanding && (
          <Grid size={12}>
            <StandingOrderCard storeId={record.id} />
          </Grid>
        )}
      </Grid>
    </Box>
  );
}
