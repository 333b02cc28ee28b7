import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportRowError } from '../../../domain/products/rules';

/** The rows of a refused import file, each with its column and the reason, so they can be fixed. */
export function ImportErrorsDialog({
  errors,
  onClose,
}: {
  errors: readonly ImportRowError[] | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={!!errors} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="products-import-errors-title">
      <DialogTitle id="products-import-errors-title">
        {translate('bakery.products.list.import_errors_title')}
      </DialogTitle>
      <DialogContent dividers>
        <List dense data-testid="products-import-errors">
          {(errors ?? []).map((error, i) => (
            <ListItem key={`${error.row}-${error.field}-${i}`} disableGutters>
              <ListItemText
                primary={translate('bakery.products.list.import_row_error', {
                  row: error.row,
                  field: error.field,
                  message: error.message,
                })}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('bakery.products.list.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
