import AddIcon from '@mui/icons-material/Add';
import { Button, Fab, useMediaQuery, type Theme } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export interface ListAddButtonProps {
  /** The resource whose 'create' right the access table must grant. */
  resource: string;
  /** Where adding happens. */
  to: string;
  /** Message key of the button's text (the floating button's name on a phone). */
  label: string;
}

/**
 * The add button of every list, in the list header's end. Below 600 px it floats at the bottom of the
 * screen's logical end, where a thumb reaches it; the page keeps room for it (listPageSx).
 */
export function ListAddButton({ resource, to, label }: ListAddButtonProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess = false } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  const text = translate(label);

  if (phone) {
    return (
      <Fab
        color="primary"
        component={RouterLink}
        to={to}
        aria-label={text}
        title={text}
        data-testid="list-add"
        sx={{
          position: 'fixed',
          insetInlineEnd: 16,
          bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        <AddIcon />
      </Fab>
    );
  }
  return (
    <Button variant="contained" component={RouterLink} to={to} startIcon={<AddIcon />} data-testid="list-add">
      {text}
    </Button>
  );
}
