import { useEffect, useRef, useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from './clipboard';

/** How long 'تم النسخ' stays after a copy (spec 001 section 9). */
export const COPIED_INDICATOR_MS = 2000;

interface CopyButtonProps {
  text: string;
  /** What is copied, as the button's accessible name: 'نسخ رقم الهاتف'. */
  label: string;
  /** A labelled button rather than an icon. */
  withText?: boolean;
}

/** Copies a value to the clipboard and says 'تم النسخ' next to the button for two seconds. */
export function CopyButton({ text, label, withText = false }: CopyButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await copyText(text);
    } catch {
      notify('bakery.stores.show.copy_failed', { type: 'error' });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  };

  const icon = copied ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />;
  return (
    <Box component="span" sx={{ display: withText ? 'flex' : 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {withText ? (
        <Button size="small" variant="outlined" startIcon={icon} onClick={() => void copy()} sx={{ flexGrow: 1 }}>
          {label}
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton size="small" aria-label={label} onClick={() => void copy()}>
            {icon}
          </IconButton>
        </Tooltip>
      )}
      <Typography component="span" variant="caption" color="success.main" role="status" aria-live="polite">
        {copied ? translate('bakery.stores.show.copied') : ''}
      </Typography>
    </Box>
  );
}
