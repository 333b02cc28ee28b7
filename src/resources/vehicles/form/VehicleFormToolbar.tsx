import CloseIcon from '@mui/icons-material/Close';
import { Button } from '@mui/material';
import { SaveButton, Toolbar, useSaveContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { vehiclePaths } from '../../../registry/paths';

/**
 * Save and cancel (back to the list). Save stays pressable on an untouched form, so an empty add shows
 * every missing field; it is off while saving.
 */
export function VehicleFormToolbar({ label }: { label: string }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const { saving } = useSaveContext();
  const busy = isSubmitting || Boolean(saving);
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton label={label} alwaysEnable={!busy} disabled={busy} />
      <Button component={Link} to={vehiclePaths.list} startIcon={<CloseIcon />}>
        {translate('bakery.vehicle_form.cancel')}
      </Button>
    </Toolbar>
  );
}
