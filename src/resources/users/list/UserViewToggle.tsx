import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';

export type UserView = 'table' | 'cards';

/** The table / cards switch of a wide screen (a narrow one always shows cards). */
export function UserViewToggle({ value, onChange }: { value: UserView; onChange: (view: UserView) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_event, next: UserView | null) => {
        if (next) onChange(next);
      }}
      aria-label={translate('bakery.users.list.view')}
    >
      <ToggleButton value="table" sx={{ gap: 1 }}>
        <TableRowsIcon fontSize="small" />
        {translate('bakery.users.list.view_table')}
      </ToggleButton>
      <ToggleButton value="cards" sx={{ gap: 1 }}>
        <ViewModuleIcon fontSize="small" />
        {translate('bakery.users.list.view_cards')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
