import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';

interface RemoveImageButtonProps {
  /** Removes the image on the server; resolves when done (the caller reports success or failure). */
  onConfirm: () => Promise<void>;
  disabled?: boolean;
}

/** The edit form's "delete image": asks first (spec 002 section 8), then removes it at once. */
export function RemoveImageButton({ onConfirm, disabled }: RemoveImageButtonProps) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setAsking(true)}
        disabled={disabled || busy}
      >
        {translate('bakery.products.form.image_remove')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="bakery.products.form.image_remove_title"
        content="bakery.products.form.image_remove_content"
        confirm="bakery.products.form.image_remove"
        confirmColor="warning"
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
