import { Box, Stack, useMediaQuery, type Theme } from '@mui/material';
import { List, useNotify, useStore } from 'react-admin';
import { StoreDataTable } from './StoreDataTable';
import { storesCsvExporter } from './storeExport';
import { StoreListActions } from './StoreListActions';
import { storeFilters } from './StoreListFilter';
import { StoreMapView } from './StoreMapView';
import { StoreMobileList } from './StoreMobileList';
import { StorePagination } from './StorePagination';
import { StoreSummaryCards } from './StoreSummaryCards';
import { StoreViewToggle, type StoreView } from './StoreViewToggle';
import { useStoreRights } from './useStoreRights';

/** Spec 001 section 9: ten shops a page. */
export const STORES_PER_PAGE = 10;

/** /stores: the four figures, then the shops as a table (cards on a phone) or on a map. */
export function StoreList() {
  const [view, setView] = useStore<StoreView>('stores.list.view', 'list');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  const { seesMoney } = useStoreRights();
  // Spec 001 section 8: the server's message, else 'خطأ في تحميل بيانات المتاجر'.
  const onError = (error: unknown) => {
    const message = (error as Error | null)?.message;
    if (message) notify(message, { type: 'error', messageArgs: { _: message } });
    else notify('bakery.stores.list.load_error', { type: 'error' });
  };

  return (
    <Box sx={{ pt: { xs: 1, md: 2 } }}>
      <StoreSummaryCards />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <StoreViewToggle value={view} onChange={setView} />
      </Stack>
      {view === 'map' ? (
        <StoreMapView />
      ) : (
        <List
          perPage={STORES_PER_PAGE}
          sort={{ field: 'display_order', order: 'ASC' }}
          filters={storeFilters}
          exporter={storesCsvExporter(seesMoney)}
          actions={<StoreListActions />}
          pagination={<StorePagination />}
          queryOptions={{ onError }}
          // Eight columns need more than a laptop's content width beside the sidebar: the table scrolls
          // inside its card instead of pushing the whole page sideways.
          sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
        >
          {phone ? <StoreMobileList /> : <StoreDataTable />}
        </List>
      )}
    </Box>
  );
}

export default StoreList;
