import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Card, CardActions, CardContent, CardHeader, Grid, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { canOpen, SCREEN } from '../../domain/access';
import type { Role } from '../../domain/enums';
import { ListHeader } from '../../ui/ListHeader';
import '../../i18n/ar/settings';

const CARDS = [
  { key: 'general', path: SCREEN.generalSettings.path, icon: <TuneIcon /> },
  { key: 'system', path: SCREEN.systemSettings.path, icon: <AdminPanelSettingsIcon /> },
] as const;

/** /settings (admins, as the spec's route table says): a card for each settings page the role may open. */
export default function SettingsIndex() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role>();
  const cards = CARDS.filter((card) => canOpen(permissions, card.path));
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }} data-testid="settings-index">
      <Title title="bakery.settings.index_title" />
      <ListHeader title="bakery.settings.index_title" />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {translate('bakery.settings.index_subtitle')}
      </Typography>
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.key} size={{ xs: 12, md: 6 }}>
            <Card
              variant="outlined"
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              data-testid={`settings-card-${card.key}`}
            >
              <CardHeader
                avatar={card.icon}
                title={translate(`bakery.settings.${card.key}_title`)}
                slotProps={{ title: { variant: 'h6', component: 'h2' } }}
                sx={{ '& .MuiCardHeader-avatar': { color: 'primary.main' } }}
              />
              <CardContent sx={{ flexGrow: 1, pt: 0 }}>
                <Typography color="text.secondary">{translate(`bakery.settings.${card.key}_intro`)}</Typography>
              </CardContent>
              <CardActions>
                <Button component={Link} to={card.path} variant="contained">
                  {translate('bakery.settings.open')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
