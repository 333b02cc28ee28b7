import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPhone } from '../../domain/phone';
import type { PublicUser } from '../../domain/types';
import { InfoRow } from '../../ui/InfoRow';

/** The basic information as read (view mode); empty fields say 'not set'. */
export function ProfileInfoView({ user }: { user: PublicUser }) {
  const translate = useTranslate();
  const notSet = translate('bakery.profile.info.not_set');
  const label = (field: string) => translate(`bakery.profile.fields.${field}`);
  return (
    <Box data-testid="profile-info-view">
      <InfoRow label={label('full_name')}>{user.full_name}</InfoRow>
      <InfoRow label={label('email')} ltr>
        {user.email}
      </InfoRow>
      <InfoRow label={label('phone')} ltr={Boolean(user.phone)}>
        {user.phone ? formatPhone(user.phone) : notSet}
      </InfoRow>
      <InfoRow label={label('address')}>{user.address || notSet}</InfoRow>
      <InfoRow label={label('bio')}>{user.bio || notSet}</InfoRow>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
        {translate('bakery.profile.info.emergency')}
      </Typography>
      <InfoRow label={label('emergency_contact_name')}>{user.emergency_contact_name || notSet}</InfoRow>
      <InfoRow label={label('emergency_contact_phone')} ltr={Boolean(user.emergency_contact_phone)}>
        {user.emergency_contact_phone ? formatPhone(user.emergency_contact_phone) : notSet}
      </InfoRow>
      <InfoRow label={label('emergency_contact_relation')}>{user.emergency_contact_relation || notSet}</InfoRow>
    </Box>
  );
}
