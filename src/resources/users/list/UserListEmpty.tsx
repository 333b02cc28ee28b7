import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import { userPaths } from '../../../registry/paths';
import { ListEmpty } from '../../../ui/ListEmpty';

/** 'لا يوجد موظفون', in the one empty look of every list. */
export function UserListEmpty() {
  return (
    <ListEmpty
      resource="users"
      icon={<PeopleOutlineIcon />}
      title="bakery.users.list.empty"
      hint="bakery.users.list.empty_hint"
      addTo={userPaths.create}
      addLabel="bakery.users.list.add_first"
    />
  );
}
