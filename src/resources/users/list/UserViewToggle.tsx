import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { ViewToggle, type ViewChoice } from '../../../ui/ViewToggle';

export type UserView = 'table' | 'cards';

const CHOICES: readonly ViewChoice<UserView>[] = [
  { value: 'table', icon: <TableRowsIcon fontSize="small" />, labelKey: 'bakery.users.list.view_table' },
  { value: 'cards', icon: <ViewModuleIcon fontSize="small" />, labelKey: 'bakery.users.list.view_cards' },
];

/** The table / cards switch of a wide screen (a narrow one always shows cards). */
export function UserViewToggle({ value, onChange }: { value: UserView; onChange: (view: UserView) => void }) {
  return <ViewToggle value={value} onChange={onChange} choices={CHOICES} labelKey="bakery.users.list.view" />;
}
