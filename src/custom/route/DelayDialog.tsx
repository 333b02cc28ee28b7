import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { scheduleMessages, type ScheduleItem } from '../../domain/schedule';
import { errorMessage } from '../../providers/failure';
import { FORM_SX } from './dialogForm';
import type { BakeryDataProvider } from '../../providers/dataProvider';

interface DelayDialogProps {
  item: ScheduleItem;
  open: boolean;
  onClose: () => void;
  onChanged: (visit: ScheduleItem) => void;
}

/** Marks the visit delayed; the office sees the reason on the schedule. */
export function DelayDialog({ item, open, onClose, onChanged }: DelayDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const delay = useMutation({
    mutationFn: (text: string) => dataProvider.setVisitStatus(item.id, 'delayed', text),
    onSuccess: (visit) => {
      notify(scheduleMessages.visitStatusUpdated, {
        type: 'success',
        messageArgs: { _: scheduleMessages.visitStatusUpdated },
      });
      onChanged(visit);
      setReason('');
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setReasonError(scheduleMessages.delayReasonRequired);
      return;
    }
    delay.mutate(text);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate sx={FORM_SX} data-testid="delay-dialog">
        <DialogTitle>{translate('bakery.route.delay_dialog.title')}</DialogTitle>
        <DialogContent>
          {delay.isError ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {errorMessage(delay.error)}
            </Alert>
          ) : null}
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate('bakery.route.delay_dialog.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
            error={Boolean(reasonError)}
            helperText={reasonError}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'delay-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} size="large">
            {translate('bakery.route.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="warning"
            size="large"
            loading={delay.isPending}
            data-testid="delay-confirm"
          >
            {translate('bakery.route.delay_dialog.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
