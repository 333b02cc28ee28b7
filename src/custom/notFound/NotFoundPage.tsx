import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { LinkBase, Title, useTranslate } from 'react-admin';
import { SCREEN } from '../../domain/access';

/** `<Admin catchAll>`: any unknown address (spec 000 section 2), with the way back to the dashboard. */
export function NotFoundPage() {
  const translate = useTranslate();
  const title = translate('bakery.layout.not_found.title');
  return (
    <Box
      data-testid="not-found"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', p: 2, minHeight: '60vh' }}
    >
      <Title title={title} />
      <Card sx={{ maxWidth: 520, width: '100%' }}>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <SearchOffIcon color="disabled" sx={{ fontSize: 72 }} />
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <Typography color="text.secondary">{translate('bakery.layout.not_found.message')}</Typography>
            {/* "Back" in a right-to-left page points right. */}
            <Button variant="contained" component={LinkBase} to={SCREEN.dashboard.path} startIcon={<ArrowForwardIcon />}>
              {translate('bakery.layout.not_found.back')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
