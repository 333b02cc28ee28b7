import { FilterLiveForm, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { ROLES, USER_STATUSES } from '../../../domain/enums';
import { enumLabelKey, type EnumMessageName } from '../../../i18n/ar/enums';
import { ListFilterFold } from '../../../ui/ListFilterFold';
import { UserListActions } from './UserListActions';

const choices = (name: EnumMessageName, values: readonly string[]) => values.map((id) => ({ id, name: enumLabelKey(name, id) }));

// The theme makes inputs full width; in the filter bar they share a line from 600 px.
const inputSx = { width: { xs: '100%', sm: 180 }, mb: 0 } as const;

/** Search (always in view), role and status; then reset and the two exports. */
export function UserListFilter() {
  const translate = useTranslate();
  return (
    <FilterLiveForm>
      <ListFilterFold
        testId="users-filters"
        search={
          <SearchInput
            source="q"
            placeholder={translate('bakery.users.list.search')}
            helperText={false}
            sx={{ ...inputSx, width: { xs: '100%', sm: 280 } }}
          />
        }
        actions={<UserListActions />}
      >
        <SelectInput source="role" label="resources.users.fields.role" choices={choices('role', ROLES)} helperText={false} sx={inputSx} />
        <SelectInput source="status" label="resources.users.fields.status" choices={choices('user_status', USER_STATUSES)} helperText={false} sx={inputSx} />
      </ListFilterFold>
    </FilterLiveForm>
  );
}
