import PaymentsIcon from '@mui/icons-material/Payments';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { format } from '../../domain/messages';
import { scheduleMessages as m, type ScheduleItem } from '../../domain/schedule';
import { formatMoney } from '../../i18n/format';
import type { DeliveryProofInput } from '../../providers/data/routeCalls';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { errorMessage } from '../../providers/failure';
import { FORM_SX } from './dialogForm';
import { remainingOf } from './routeStops';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';
import { useDeliveryPosition } from './useDeliveryPosition';

interface DeliverDialogProps {
  item: ScheduleItem;
  onClose: () => void;
  onChanged: (visit: ScheduleItem) => void;
}

interface FieldErrors {
  receiver?: string;
  signature?: string;
  cash?: string;
}

/** '12,50' or '12.5' -> 12.5; blank -> undefined; anything else NaN. */
function readAmount(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return undefined;
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The proof of delivery: who received the orders, their signature drawn on the screen, the cash taken
 * (for roles that may record it; empty unless typed or 'collected everything' is tapped) and the phone's position when the
 * phone gives it in time (never waited for). Mounted only while open, so each delivery starts blank.
 */
export function DeliverDialog({ item, onClose, onChanged }: DeliverDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCollect = false } = useCanAccess({ resource: 'orders', action: 'payment' });
  const remaining = remainingOf(item);
  const collects = canCollect && remaining > 0;
  const pad = useRef<SignaturePadHandle>(null);
  const position = useDeliveryPosition();
  const [receiver, setReceiver] = useState('');
  // Empty until the distributor says what they took: a filled-in amount would record cash on one tap.
  const [cash, setCash] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const deliver = useMutation({
    mutationFn: (proof: DeliveryProofInput) => dataProvider.deliverVisit(item.id, proof),
    onSuccess: (visit) => {
      notify(m.delivered, { type: 'success', messageArgs: { _: m.delivered } });
      onChanged(visit);
      onClose();
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    const name = receiver.trim();
    if (!name) found.receiver = m.receiverRequired;
    if (!pad.current || pad.current.isEmpty()) found.signature = m.signatureRequired;
    const amount = collects ? readAmount(cash) : undefined;
    if (amount !== undefined && Number.isNaN(amount)) found.cash = m.cashInvalid;
    else if (amount !== undefined && amount > remaining)
      found.cash = format(m.cashTooLarge, { remaining: remaining.toFixed(2) });
    setErrors(found);
    if (Object.keys(found).length) return;
    const signature = await pad.current!.toBlob();
    if (!signature) {
      setErrors({ signature: m.signatureInvalid });
      return;
    }
    deliver.mutate({
      signature,
      receiver_name: name,
      // Nothing collected (0 or blank) is no payment at all: the server takes only a positive amount.
      ...(amount ? { cash_amount: amount } : {}),
      ...(position.found ? { latitude: position.found.latitude, longitude: position.found.longitude } : {}),
    });
  };

  return (
    <Dialog open onClose={deliver.isPending ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate sx={FORM_SX} data-testid="deliver-dialog">
        <DialogTitle>{translate('bakery.route.deliver_dialog.title', { store: item.store.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {deliver.isError ? <Alert severity="error">{errorMessage(deliver.error)}</Alert> : null}
            <TextField
              required
              fullWidth
              label={translate('bakery.route.deliver_dialog.receiver')}
              value={receiver}
              onChange={(event) => {
                setReceiver(event.target.value);
                setErrors(({ receiver: _, ...rest }) => rest);
              }}
              error={Boolean(errors.receiver)}
              helperText={errors.receiver}
              slotProps={{ htmlInput: { maxLength: 120, autoComplete: 'name', 'data-testid': 'receiver-name' } }}
            />
            <SignaturePad
              ref={pad}
              label={translate('bakery.route.deliver_dialog.signature')}
              error={errors.signature}
            />
            {collects ? (
              <Stack spacing={1}>
                <TextField
                  fullWidth
                  label={translate('bakery.route.deliver_dialog.cash')}
                  value={cash}
                  onChange={(event) => {
                    setCash(event.target.value);
                    setErrors(({ cash: _, ...rest }) => rest);
                  }}
                  error={Boolean(errors.cash)}
                  helperText={
                    errors.cash ??
                    translate('bakery.route.deliver_dialog.cash_hint', { amount: formatMoney(remaining) })
                  }
                  slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'cash-amount' } }}
                />
                <Button
                  variant="outlined"
                  startIcon={<PaymentsIcon />}
                  onClick={() => {
                    setCash(remaining.toFixed(2));
                    setErrors(({ cash: _, ...rest }) => rest);
                  }}
                  data-testid="cash-all"
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {translate('bakery.route.deliver_dialog.cash_all', { amount: formatMoney(remaining) })}
                </Button>
              </Stack>
            ) : null}
            <Typography variant="body2" color="text.secondary" data-testid="deliver-position">
              {translate(`bakery.route.deliver_dialog.${position.state}`)}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} size="large" disabled={deliver.isPending}>
            {translate('bakery.route.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="success"
            size="large"
            loading={deliver.isPending}
            data-testid="deliver-confirm"
          >
            {translate('bakery.route.deliver_dialog.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
