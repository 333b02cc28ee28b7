import { DataTable, useCanAccess, type RaRecord } from 'react-admin';
import { formatMoney, formatNumber } from '../../i18n/format';
import { EnumChip } from '../../ui/EnumChip';
import { StoreInfoCell } from './StoreInfoCell';
import { StoreOrderCell } from './StoreOrderCell';
import { StoreRowActions } from './StoreRowActions';
import { useStoreRights } from './useStoreRights';
import { StoreListEmpty } from './StoreListEmpty';

const Col = DataTable.Col<RaRecord>;

/** The list's table (spec 001 section 2): order, store, tax number, category, status, revenue, orders, actions. */
export function StoreDataTable() {
  const { canAccess: canChangeStatus = false } = useCanAccess({ resource: 'stores', action: 'status' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: 'stores', action: 'delete' });
  const { seesMoney } = useStoreRights();
  return (
    // Eight columns beside the sidebar: narrower cell padding lets them fit a 1280 px screen.
    <DataTable
      rowClick={false}
      bulkActionButtons={false}
      empty={<StoreListEmpty />}
      data-testid="stores-table"
      sx={{ '& .MuiTableCell-root': { paddingInline: 1 } }}
    >
      <Col source="display_order" label="bakery.stores.list.columns.order">
        <StoreOrderCell />
      </Col>
      <Col source="name" label="bakery.stores.list.columns.store">
        <StoreInfoCell />
      </Col>
      <Col source="tax_number" label="bakery.stores.list.columns.tax_number" disableSort render={(record) => (record.tax_number as string) || '—'} />
      <Col source="category" label="bakery.stores.list.columns.category" render={(record) => <EnumChip enumName="store_category" value={record.category as string} />} />
      <Col source="status" label="bakery.stores.list.columns.status" render={(record) => <EnumChip enumName="store_status" value={record.status as string} />} />
      {seesMoney ? (
        <Col
          source="total_purchases_eur"
          label="bakery.stores.list.columns.revenue"
          sortByOrder="DESC"
          render={(record) => formatMoney((record.total_purchases_eur as number) ?? 0)}
        />
      ) : null}
      <Col
        source="total_orders"
        label="bakery.stores.list.columns.orders"
        sortByOrder="DESC"
        render={(record) => formatNumber((record.total_orders as number) ?? 0)}
      />
      <Col label="bakery.stores.list.columns.actions" disableSort>
        <StoreRowActions canChangeStatus={canChangeStatus} canDelete={canDelete} />
      </Col>
    </DataTable>
  );
}
