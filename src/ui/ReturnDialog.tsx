import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { RETURN_REASONS, type ReturnReason } from '../domain/returns/schemas';
import { formatNumber } from '../i18n/format';
import type { BakeryDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/failure';
import '../i18n/ar/returns';
import { refreshQueries } from './queryCache';

export interface ReturnOrder {
  id: number;
  order_number: string;
  items: readonly { product_id: number; product_name: string; quantity: number }[];
}

interface ReturnDialogProps {
  storeName: string;
  orders: readonly ReturnOrder[];
  onClose: () => void;
  /** Shown right after a delivery: the hint, and "no returns" in place of cancel. */
  afterDelivery?: boolean;
}

interface LineState {
  quantity: string;
  reason: ReturnReason;
}

const keyOf = (orderId: number, productId: number) => `${orderId}:${productId}`;

/**
 * The goods a shop gives back at a delivery (issue 29): per product of the visit's orders, how many units
 * came back and why. Only lines with a quantity are sent, one return per order; the office approves them.
 * The quantity is checked here against what was delivered so the phone says so at once; the server checks
 * it again against earlier returns too.
 */
export function ReturnDialog({ storeName, orders, onClose, afterDelivery }: ReturnDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [lines, setLines] = useState<Record<string, LineState>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [note, setNote] = useState('');

  const save = useMutation({
    mutationFn: async (requests: Parameters<BakeryDataProvider['createReturn']>[0][]) => {
      for (const request of requests) await dataProvider.createReturn(request);
    },
    onSuccess: () => {
      const text = translate('bakery.returns.recorded');
      notify(text, { type: 'success', messageArgs: { _: text } });
      void refreshQueries(queryClient, { queryKey: ['returns'] });
      onClose();
    },
  });

  const line = (key: string): LineState => lines[key] ?? { quantity: '', reason: 'unsold' };
  const change = (key: string, patch: Partial<LineState>) => {
    setLines((all) => ({ ...all, [key]: { ...line(key), ...patch } }));
    setErrors(({ [key]: _, ...rest }) => rest);
    setFormError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const requests = orders
      .map((order) => ({
        order_id: order.id,
        note: note.trim() || null,
        lines: order.items.flatMap((item) => {
          const key = keyOf(order.id, item.product_id);
          const text = line(key).quantity.trim();
          if (!text) return [];
          const quantity = /^\d+$/.test(text) ? Number(text) : Number.NaN;
          if (!(quantity >= 0 && quantity <= item.quantity)) {
            found[key] = translate('bakery.returns.quantity_invalid', { max: formatNumber(item.quantity) });
            return [];
          }
          return quantity > 0 ? [{ product_id: item.product_id, quantity, reason: line(key).reason }] : [];
        }),
      }))
      .filter((request) => request.lines.length > 0);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!requests.length) {
      setFormError(translate('bakery.returns.nothing'));
      return;
    }
    save.mutate(requests);
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }} data-testid="return-dialog">
        <DialogTitle>{translate('bakery.returns.dialog_title', { store: storeName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {afterDelivery ? <Typography variant="body2">{translate('bakery.returns.step_hint')}</Typography> : null}
            {save.isError ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
            {formError ? <Alert severity="warning">{formError}</Alert> : null}
            {orders.map((order) => (
              <Stack key={order.id} spacing={1.5} divider={<Divider flexItem />}>
                <Typography variant="subtitle2">
                  <bdi dir="ltr">{order.order_number}</bdi>
                </Typography>
                {order.items.map((item) => {
                  const key = keyOf(order.id, item.product_id);
                  return (
                    <Stack key={key} spacing={1} data-testid="return-line">
                      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                        <Typography variant="body1" fontWeight={600}>
                          {item.product_name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                          {translate('bakery.returns.delivered', { quantity: formatNumber(item.quantity) })}
                        </Typography>
                      </Stack>
                      <Stack direction="row" spacing={1}>
                        <TextField
                          size="small"
                          label={translate('bakery.returns.quantity')}
                          value={line(key).quantity}
                          onChange={(event) => change(key, { quantity: event.target.value })}
                          error={Boolean(errors[key])}
                          helperText={errors[key]}
                          sx={{ flex: '1 1 40%' }}
                          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-testid': 'return-quantity' } }}
                        />
                        <TextField
                          select
                          size="small"
                          label={translate('bakery.returns.reason')}
                          value={line(key).reason}
                          onChange={(event) => change(key, { reason: event.target.value as ReturnReason })}
                          sx={{ flex: '1 1 60%' }}
                          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'return-reason' } as object } }}
                        >
                          {RETURN_REASONS.map((reason) => (
                            <MenuItem key={reason} value={reason}>
                              {translate(`bakery.returns.reasons.${reason}`)}
                            </MenuItem>
                          ))}
                        </TextField>
                      </Stack>
                    </Stack>
                  );
                })}
              </Stack>
            ))}
            <TextField
              fullWidth
              size="small"
              label={translate('bakery.returns.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} size="large" disabled={save.isPending} data-testid="return-skip">
            {translate(afterDelivery ? 'bakery.returns.none' : 'bakery.returns.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" startIcon={<AssignmentReturnIcon />} loading={save.isPending} data-testid="return-submit">
            {translate('bakery.returns.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
