import CloseIcon from '@mui/icons-material/Close';
import SaveIcon from '@mui/icons-material/Save';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

/** Save and cancel (back to `cancelTo`). */
export function OrderFormToolbar({
  saveLabel,
  cancelTo,
  busy = false,
}: {
  saveLabel: string;
  cancelTo: string;
  busy?: boolean;
}) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-start' }}>
      <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={busy || isSubmitting}>
        {translate(saveLabel)}
      </Button>
      <Button component={RouterLink} to={cancelTo} startIcon={<CloseIcon />}>
        {translate('bakery.orders.form.cancel')}
      </Button>
    </Stack>
  );
}
