import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Button, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { userPaths } from '../../../registry/paths';

/** The edit page of an employee that cannot be read (spec 002 section 8): say so, and the way back. */
export function UserNotFound() {
  const translate = useTranslate();
  return (
    <CardContent>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }} data-testid="user-not-found">
        <PersonOffIcon color="disabled" sx={{ fontSize: 56 }} />
        <Typography variant="h6" component="h2">
          {translate('bakery.users.form.not_found')}
        </Typography>
        <Typography color="text.secondary">{translate('bakery.users.form.not_found_hint')}</Typography>
        {/* In a right-to-left page "back" points right. */}
        <Button variant="contained" component={Link} to={userPaths.list} startIcon={<ArrowForwardIcon />}>
          {translate('bakery.users.form.back_to_list')}
        </Button>
      </Stack>
    </CardContent>
  );
}
