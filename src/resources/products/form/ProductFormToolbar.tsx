import CloseIcon from '@mui/icons-material/Close';
import { Button } from '@mui/material';
import { SaveButton, Toolbar, useSaveContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Link } from 'react-router-dom';

interface ProductFormToolbarProps {
  /** The save button's label, a translation key. */
  label: string;
  /** Where cancel goes; no cancel button without it. */
  cancelTo?: string;
  /** Saved already (the page is about to move on): nothing more to press. */
  done?: boolean;
}

/**
 * Save (and cancel). Save stays pressable on an untouched form, so an empty create shows every
 * missing field and a pre-filled duplicate can be saved as it is; it is off while a save runs.
 */
export function ProductFormToolbar({ label, cancelTo, done = false }: ProductFormToolbarProps) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const { saving } = useSaveContext();
  const busy = done || isSubmitting || Boolean(saving);
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton label={label} alwaysEnable={!busy} disabled={busy} />
      {cancelTo ? (
        <Button component={Link} to={cancelTo} startIcon={<CloseIcon />} disabled={done}>
          {translate('bakery.products.form.cancel')}
        </Button>
      ) : null}
    </Toolbar>
  );
}
