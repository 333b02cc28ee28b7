import { DataTable, useTranslate } from 'react-admin';
import type { ExpenseRecord } from '../../domain/vehicles/expenseRecords';
import { enumLabelKey } from '../../i18n/ar/enums';
import { EMPTY_VALUE, formatDate, formatNumber } from '../../i18n/format';
import { ExpenseAmount } from './ExpenseAmount';
import { ExpenseDeleteButton } from './ExpenseDeleteButton';
import { VehiclePlate } from '../../ui/VehiclePlate';

const Col = DataTable.Col<ExpenseRecord>;
const numberOrDash = (value: number | null) => (value == null ? EMPTY_VALUE : formatNumber(value));

/** The history as a table (from a tablet up): each row with its van (a distributor may have had several); the office also sees its driver. */
export function ExpenseTable({ office }: { office: boolean }) {
  const translate = useTranslate();
  return (
    <DataTable
      rowClick={false}
      bulkActionButtons={false}
      data-testid="expenses-table"
      sx={{ '& .MuiTableCell-root': { paddingInline: 1 } }}
    >
      <Col
        source="expense_date"
        label="bakery.expenses.columns.date"
        render={(record) => formatDate(record.expense_date)}
      />
      <Col
        source="type"
        label="bakery.expenses.columns.type"
        render={(record) => translate(enumLabelKey('expense_type', record.type))}
      />
      <Col
        source="amount_eur"
        label="bakery.expenses.columns.amount"
        render={(record) => <ExpenseAmount record={record} />}
      />
      <Col
        source="litres"
        label="bakery.expenses.columns.litres"
        disableSort
        render={(record) => numberOrDash(record.litres)}
      />
      <Col source="km" label="bakery.expenses.columns.km" disableSort render={(record) => numberOrDash(record.km)} />
      <Col source="description" label="bakery.expenses.columns.description" disableSort />
      <Col
        source="vehicle_plate"
        label="bakery.expenses.columns.vehicle"
        disableSort
        render={(record) => <VehiclePlate plate={record.vehicle_plate} />}
      />
      {office ? (
        <Col
          source="distributor_name"
          label="bakery.expenses.columns.distributor"
          disableSort
          render={(record) => record.distributor_name ?? EMPTY_VALUE}
        />
      ) : null}
      <Col label="bakery.expenses.columns.actions" disableSort>
        <ExpenseDeleteButton office={office} />
      </Col>
    </DataTable>
  );
}
