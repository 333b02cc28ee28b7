import BakeryDiningIcon from '@mui/icons-material/BakeryDining';
import { Avatar, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoginForm } from './LoginForm';
import { useVisitorOnly } from './useVisitorOnly';

/** The sign-in screen of spec 000 section 2, given to react-admin as `<Admin loginPage>`. */
export function LoginPage() {
  const translate = useTranslate();
  useVisitorOnly();

  return (
    <Box
      component="main"
      dir="rtl"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card elevation={3} sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack alignItems="center" spacing={1} sx={{ mb: 3, textAlign: 'center' }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }}>
              <BakeryDiningIcon fontSize="large" />
            </Avatar>
            <Typography component="h1" variant="h5" fontWeight={700}>
              {translate('bakery.login.bakery_name')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('bakery.login.subtitle')}
            </Typography>
            <Typography component="h2" variant="subtitle1" fontWeight={600} sx={{ pt: 1 }}>
              {translate('bakery.login.title')}
            </Typography>
          </Stack>
          <LoginForm />
        </CardContent>
      </Card>
    </Box>
  );
}
