import { Box, useMediaQuery } from '@mui/material';
import { List, useNotify, useStore } from 'react-admin';
import { USER_CARDS_BREAKPOINT_PX, USERS_PER_PAGE } from '../../../domain/users/rules';
import { errorMessage } from '../../../providers/failure';
import { userPaths } from '../../../registry/paths';
import { ListAddButton } from '../../../ui/ListAddButton';
import { ListHeader } from '../../../ui/ListHeader';
import { ListPager } from '../../../ui/ListPager';
import { listPageSx } from '../../../ui/listPageSx';
import { UserCards } from './UserCards';
import { UserDataTable } from './UserDataTable';
import { UserListFilter } from './UserListFilter';
import { UserStatTiles } from './UserStatTiles';
import { UserViewToggle, type UserView } from './UserViewToggle';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../../i18n/ar/users';

/** The spec's breakpoint (section 9), not MUI's: cards below 768 px, the table from there. */
const WIDE_QUERY = `(min-width:${USER_CARDS_BREAKPOINT_PX}px)`;

/**
 * /users: the three tiles, the filters, then the employees as a table or as cards, ten a page. A narrow
 * screen always gets cards; a wide one may switch to cards too, and the choice is kept.
 */
export function UserList() {
  const wide = useMediaQuery(WIDE_QUERY);
  const [view, setView] = useStore<UserView>('users.list.view', 'table');
  const notify = useNotify();
  // Spec 002 section 8: the server's message, else 'خطأ في تحميل بيانات الموظفين'.
  const onError = (error: unknown) => {
    const message = errorMessage(error);
    if (message) notify(message, { type: 'error', messageArgs: { _: message } });
    else notify('bakery.users.list.load_error', { type: 'error' });
  };
  const shown: UserView = wide ? view : 'cards';

  return (
    <Box sx={listPageSx}>
      <ListHeader
        title="bakery.users.list.title"
        add={<ListAddButton resource="users" to={userPaths.create} label="bakery.users.list.add" />}
      >
        {wide ? <UserViewToggle value={view} onChange={setView} /> : null}
      </ListHeader>
      <UserStatTiles />
      <List
        resource="users"
        perPage={USERS_PER_PAGE}
        // The rows' own empty state speaks for an empty list too, filtered or not: one look.
        empty={false}
        sort={{ field: 'full_name', order: 'ASC' }}
        filters={<UserListFilter />}
        actions={false}
        pagination={<ListPager resource="users" />}
        queryOptions={{ onError }}
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      >
        {shown === 'table' ? <UserDataTable /> : <UserCards />}
      </List>
    </Box>
  );
}

export default UserList;
