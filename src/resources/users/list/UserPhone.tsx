import { Typography, type TypographyProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PhoneText } from '../../../ui/PhoneText';

/** The stored E.164 number written the international way, left to right inside the Arabic line. */
export function UserPhone({ phone, variant = 'body2' }: { phone: unknown; variant?: TypographyProps['variant'] }) {
  const translate = useTranslate();
  if (typeof phone !== 'string' || !phone) {
    return (
      <Typography component="span" variant={variant} color="text.secondary">
        {translate('bakery.users.list.no_phone')}
      </Typography>
    );
  }
  return (
    <Typography component="span" variant={variant} data-testid="user-phone" sx={{ whiteSpace: 'nowrap' }}>
      <PhoneText phone={phone} />
    </Typography>
  );
}
