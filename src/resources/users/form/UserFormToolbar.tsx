import CloseIcon from '@mui/icons-material/Close';
import { Button } from '@mui/material';
import { SaveButton, Toolbar, useSaveContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { userPaths } from '../../../registry/paths';

/**
 * Save and cancel (back to the list). Save stays pressable on an untouched form, so an empty create
 * shows every missing field; it is off while saving and once saved (the list follows in 2 s).
 */
export function UserFormToolbar({ label, done }: { label: string; done: boolean }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const { saving } = useSaveContext();
  const busy = done || isSubmitting || Boolean(saving);
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton label={label} alwaysEnable={!busy} disabled={busy} />
      <Button component={Link} to={userPaths.list} startIcon={<CloseIcon />} disabled={done}>
        {translate('bakery.users.form.cancel')}
      </Button>
    </Toolbar>
  );
}
