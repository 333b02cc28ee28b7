import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import { Loading, Title, usePermissions, useTranslate } from 'react-admin';
import { canAccess } from '../../domain/access';
import type { Role } from '../../domain/enums';
import { ListHeader } from '../../ui/ListHeader';
import { RetryAlert } from '../../ui/RetryAlert';
import { ExchangeRateHistory } from './ExchangeRateHistory';
import { SettingsForm } from './SettingsForm';
import { GENERAL_SECTIONS } from './settingsForm';
import { useAllSettings } from './useAllSettings';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/settings';

/**
 * /settings/general (issue 27): the bakery's name, the regional settings and the exchange rate with its
 * history. Admins change them; a manager reads them (the server keeps settings writes to admins).
 */
export default function GeneralSettingsPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role>();
  const query = useAllSettings();
  // Bumped after each save: the form starts again from the saved settings (secret fields emptied).
  const [generation, setGeneration] = useState(0);
  const readOnly = !canAccess(permissions, 'settings', 'edit');
  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxInlineSize: 1100 }} data-testid="general-settings">
      <Title title="bakery.settings.general_title" />
      <ListHeader title="bakery.settings.general_title" />
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="settings-read-only">
          {translate('bakery.settings.read_only')}
        </Alert>
      ) : null}
      {query.isError ? (
        <RetryAlert
          message="bakery.settings.load_failed"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <Loading />
      ) : (
        <SettingsForm
          key={generation}
          onSaved={() => setGeneration((n) => n + 1)}
          sections={GENERAL_SECTIONS}
          view={query.data}
          readOnly={readOnly}
          savedMessage="bakery.settings.saved"
          after={{ exchange: <ExchangeRateHistory /> }}
          testId="general-settings-form"
        />
      )}
    </Box>
  );
}
