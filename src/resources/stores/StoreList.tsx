import { Box, useMediaQuery, type Theme } from '@mui/material';
import { List, useNotify, useStore } from 'react-admin';
import { storePaths } from '../../registry/paths';
import { ListAddButton } from '../../ui/ListAddButton';
import { ListHeader } from '../../ui/ListHeader';
import { ListPager } from '../../ui/ListPager';
import { listPageSx } from '../../ui/listPageSx';
import { StoreDataTable } from './StoreDataTable';
import { StoreListFilter } from './StoreListFilter';
import { StoreMapView } from './StoreMapView';
import { StoreMobileList } from './StoreMobileList';
import { StoreSummaryCards } from './StoreSummaryCards';
import { StoreViewToggle, type StoreView } from './StoreViewToggle';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/stores';

/** Spec 001 section 9: ten shops a page. */
export const STORES_PER_PAGE = 10;

/** /stores: the header, the four figures, then the shops as a table (cards on a phone) or on a map. */
export function StoreList() {
  const [view, setView] = useStore<StoreView>('stores.list.view', 'list');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  // Spec 001 section 8: the server's message, else 'خطأ في تحميل بيانات المتاجر'.
  const onError = (error: unknown) => {
    const message = (error as Error | null)?.message;
    if (message) notify(message, { type: 'error', messageArgs: { _: message } });
    else notify('bakery.stores.list.load_error', { type: 'error' });
  };

  return (
    <Box sx={listPageSx}>
      <ListHeader
        title="bakery.stores.list.title"
        add={<ListAddButton resource="stores" to={storePaths.create} label="bakery.stores.list.add" />}
      >
        <StoreViewToggle value={view} onChange={setView} />
      </ListHeader>
      <StoreSummaryCards />
      {view === 'map' ? (
        <StoreMapView />
      ) : (
        <List
          perPage={STORES_PER_PAGE}
          // The rows' own empty state speaks for an empty list too, filtered or not: one look.
          empty={false}
          sort={{ field: 'display_order', order: 'ASC' }}
          filters={<StoreListFilter />}
          actions={false}
          pagination={<ListPager resource="stores" />}
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
