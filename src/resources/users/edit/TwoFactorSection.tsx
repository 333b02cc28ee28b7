import GppBadIcon from '@mui/icons-material/GppBad';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { FormSection } from '../../../ui/FormSection';
import { PasswordPromptDialog } from '../../../ui/PasswordPromptDialog';
import { TwoFactorIcon } from '../list/TwoFactorIcon';

/**
 * Whether the employee signs in with a second factor and, when they do, the admin's reset for a lost
 * phone (DELETE /users/:id/two-factor), after the admin gives their own password again; a wrong one is
 * shown beside the field.
 */
export function TwoFactorSection({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const enabled = record.two_factor_enabled === true;

  const reset = async (password: string) => {
    await dataProvider.resetUserTwoFactor(record.id, password);
    setConfirming(false);
    notify('bakery.users.security.two_factor_reset_done', { type: 'success' });
    refresh();
  };

  return (
    <FormSection title="bakery.users.security.two_factor_title" testId="user-two-factor">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: enabled ? 2 : 0 }}>
        <TwoFactorIcon enabled={enabled} />
        <Typography>{translate(enabled ? 'bakery.users.security.two_factor_on' : 'bakery.users.security.two_factor_off')}</Typography>
      </Stack>
      {enabled ? (
        <>
          <Button variant="outlined" color="warning" startIcon={<GppBadIcon />} onClick={() => setConfirming(true)}>
            {translate('bakery.users.security.reset_two_factor')}
          </Button>
          <PasswordPromptDialog
            open={confirming}
            title="bakery.users.security.reset_two_factor_title"
            titleOptions={{ name: record.full_name }}
            text="bakery.users.security.reset_two_factor_content"
            confirm="bakery.users.security.reset_two_factor"
            confirmColor="warning"
            onConfirm={reset}
            onClose={() => setConfirming(false)}
          />
        </>
      ) : null}
    </FormSection>
  );
}
