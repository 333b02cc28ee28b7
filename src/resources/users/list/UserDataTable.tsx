import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { formatDateTime } from '../../../i18n/format';
import { EnumChip } from '../../../ui/EnumChip';
import { TwoFactorIcon } from './TwoFactorIcon';
import { UserNameCell } from './UserNameCell';
import { UserPhone } from './UserPhone';
import { UserRowActions } from './UserRowActions';
import { UserListEmpty } from './UserListEmpty';

const Col = DataTable.Col<RaRecord>;

/** The wide screen's table: employee, role, status, phone, two-factor, last sign-in, actions. */
export function UserDataTable() {
  const translate = useTranslate();
  return (
    <DataTable rowClick={false} bulkActionButtons={false} empty={<UserListEmpty />} data-testid="users-table" sx={{ '& .MuiTableCell-root': { paddingInline: 1 } }}>
      <Col source="full_name" label="bakery.users.list.columns.employee" render={(record) => <UserNameCell record={record} />} />
      <Col source="role" label="bakery.users.list.columns.role" render={(record) => <EnumChip enumName="role" value={record.role as string} />} />
      <Col source="status" label="bakery.users.list.columns.status" render={(record) => <EnumChip enumName="user_status" value={record.status as string} />} />
      <Col source="phone" label="bakery.users.list.columns.phone" disableSort render={(record) => <UserPhone phone={record.phone} />} />
      <Col
        source="two_factor_enabled"
        label="bakery.users.list.columns.two_factor"
        disableSort
        render={(record) => <TwoFactorIcon enabled={record.two_factor_enabled === true} />}
      />
      <Col
        source="last_login"
        label="bakery.users.list.columns.last_login"
        sortByOrder="DESC"
        render={(record) =>
          record.last_login ? (
            <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(record.last_login as string)}</span>
          ) : (
            translate('bakery.users.list.never_logged_in')
          )
        }
      />
      <Col label="bakery.users.list.columns.actions" disableSort>
        <UserRowActions />
      </Col>
    </DataTable>
  );
}
