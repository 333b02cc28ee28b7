import { Avatar, Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PublicUser } from '../../domain/types';
import { initials } from '../../domain/users/rules';
import { enumLabelKey } from '../../i18n/ar/enums';
import { AvatarUpload } from './AvatarUpload';

/** The picture, name, role and username, with the picture's change button. */
export function ProfileHeader({ user }: { user: PublicUser }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate('bakery.profile.title')}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          gap: 2,
          textAlign: { xs: 'center', sm: 'start' },
        }}
      >
        <Avatar
          data-testid="profile-avatar"
          src={user.avatar_url ?? undefined}
          alt={translate('bakery.profile.avatar.alt', { name: user.full_name })}
          sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'primary.main' }}
        >
          {initials(user.full_name)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.75, justifyItems: { xs: 'center', sm: 'start' } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="profile-name">
            {user.full_name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" color="primary" label={translate(enumLabelKey('role', user.role))} />
            <Typography variant="body2" color="text.secondary" dir="ltr">
              @{user.username}
            </Typography>
          </Box>
          <AvatarUpload />
        </Box>
      </CardContent>
    </Card>
  );
}
