import type { ReactNode } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PaymentsIcon from '@mui/icons-material/Payments';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { Box, Card, FormHelperText, Grid, Typography } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { STORE_PAYMENT_METHODS, type StorePaymentMethod } from '../../../domain/enums';
import { enumLabelKey } from '../../../i18n/ar/enums';

const ICONS: Record<StorePaymentMethod, ReactNode> = {
  cash: <PaymentsIcon />,
  bank: <AccountBalanceIcon />,
  mixed: <SyncAltIcon />,
};

/**
 * The shop's payment method as three cards to choose from, bound to `payment_method`. Each card holds a
 * real radio button, so the group reads and works with the keyboard like any radio group.
 */
export function PaymentMethodCards() {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source: 'payment_method', defaultValue: 'cash' });
  const labelId = `${id}-label`;
  const error = fieldState.error?.message;

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={labelId} variant="subtitle1" fontWeight={600} gutterBottom>
        {translate('resources.stores.fields.payment_method')}
      </Typography>
      <Grid container spacing={1.5} role="radiogroup" aria-labelledby={labelId}>
        {STORE_PAYMENT_METHODS.map((method) => {
          const selected = field.value === method;
          return (
            <Grid key={method} size={{ xs: 12, sm: 4 }}>
              <Card
                variant="outlined"
                data-testid={`payment-method-${method}`}
                sx={{
                  height: '100%',
                  borderWidth: 2,
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: selected ? 'action.selected' : undefined,
                  '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Box
                  component="label"
                  sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 1.5, cursor: 'pointer', height: '100%' }}
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={method}
                    checked={selected}
                    onChange={() => field.onChange(method)}
                    onBlur={field.onBlur}
                    style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
                  />
                  <Box sx={{ color: selected ? 'primary.main' : 'text.secondary', pt: 0.25 }}>{ICONS[method]}</Box>
                  <Box>
                    <Typography fontWeight={600}>{translate(enumLabelKey('store_payment_method', method))}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate(`bakery.stores.edit.payment_hint.${method}`)}
                    </Typography>
                  </Box>
                </Box>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      {error ? (
        <FormHelperText error>
          <InputHelperText error={error} />
        </FormHelperText>
      ) : null}
    </Box>
  );
}
