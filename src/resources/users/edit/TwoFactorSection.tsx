import GppBadIcon from '@mui/icons-material/GppBad';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { FormSection } from '../../../ui/FormSection';
import { TwoFactorIcon } from '../list/TwoFactorIcon';
import { useFailureNotice } from '../useUserCalls';

/**
 * Whether the employee signs in with a second factor and, when they do, the admin's reset for a lost
 * phone (DELETE /users/:id/two-factor) after a confirmation.
 */
export function TwoFactorSection({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const failure = useFailureNotice();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const enabled = record.two_factor_enabled === true;

  const reset = async () => {
    setPending(true);
    try {
      await dataProvider.resetUserTwoFactor(record.id);
      notify('bakery.users.security.two_factor_reset_done', { type: 'success' });
      refresh();
    } catch (error) {
      failure(error, 'bakery.users.security.two_factor_reset_failed');
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <FormSection title="bakery.users.security.two_factor_title" testId="user-two-factor">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: enabled ? 2 : 0 }}>
        <TwoFactorIcon enabled={enabled} />
        <Typography>{translate(enabled ? 'bakery.users.security.two_factor_on' : 'bakery.users.security.two_factor_off')}</Typography>
      </Stack>
      {enabled ? (
        <>
          <Button variant="outlined" color="warning" startIcon={<GppBadIcon />} onClick={() => setConfirming(true)} disabled={pending}>
            {translate('bakery.users.security.reset_two_factor')}
          </Button>
          <Confirm
            isOpen={confirming}
            loading={pending}
            title="bakery.users.security.reset_two_factor_title"
            titleTranslateOptions={{ name: record.full_name }}
            content="bakery.users.security.reset_two_factor_content"
            confirm="bakery.users.security.reset_two_factor"
            confirmColor="warning"
            onConfirm={() => void reset()}
            onClose={() => setConfirming(false)}
          />
        </>
      ) : null}
    </FormSection>
  );
}
