import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';

interface DeleteButtonProps {
  /** The button's text or, for an icon, its tooltip and accessible name (translated). */
  label: string;
  /** An outlined labelled button (detail pages, forms) or an icon with a tooltip (table rows, cards). */
  variant?: 'button' | 'icon';
  /** The icon's size; rows use small icons, the product cards the regular one. */
  size?: 'small' | 'medium';
  /** The confirmation's title, content and confirm button: translation keys or translated text. */
  title: string;
  titleOptions?: Record<string, unknown>;
  content: string;
  confirm: string;
  /** The delete request is running: the confirmation shows it and cannot be confirmed twice. */
  pending: boolean;
  /** Sends the delete; `close` shuts the confirmation once the request has ended, whatever its result. */
  onConfirm: (close: () => void) => void;
}

/** A delete button that asks for confirmation first; what the delete does is the caller's. */
export function DeleteButton({
  label,
  variant = 'button',
  size = 'small',
  title,
  titleOptions,
  content,
  confirm,
  pending,
  onConfirm,
}: DeleteButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const open = () => setConfirming(true);
  const close = () => setConfirming(false);
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <IconButton size={size} color="error" aria-label={label} onClick={open}>
            <DeleteIcon fontSize={size} />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={open}>
          {label}
        </Button>
      )}
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={title}
        titleTranslateOptions={titleOptions}
        content={content}
        confirm={confirm}
        confirmColor="warning"
        onConfirm={() => onConfirm(close)}
        onClose={close}
      />
    </>
  );
}
