import { Button, Chip } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { UserRecord } from '../../../domain/users/replies';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { InfoRow } from '../../../ui/InfoRow';
import { PasswordPromptDialog } from '../../../ui/PasswordPromptDialog';

/**
 * Whether the employee signs in with a second factor, and the admin's way to turn it off for someone who
 * lost their phone (issue 14): it also ends their sessions, so the confirmation says so, and it asks for
 * the admin's own password again (issue 23).
 */
export function TwoFactorRow({ record }: { record: UserRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { canAccess: canReset } = useCanAccess({ resource: 'users', action: 'edit', record });
  const [confirming, setConfirming] = useState(false);
  const enabled = record.two_factor_enabled === true;
  const text = (key: string) => `bakery.employee_page.overview.${key}`;

  const reset = async (password: string) => {
    await dataProvider.resetUserTwoFactor(record.id, password);
    setConfirming(false);
    notify(text('reset_two_factor_done'), { type: 'success' });
    refresh();
  };

  return (
    <InfoRow
      label={translate(text('two_factor'))}
      action={
        enabled && canReset ? (
          <Button size="small" color="warning" onClick={() => setConfirming(true)}>
            {translate(text('reset_two_factor'))}
          </Button>
        ) : undefined
      }
    >
      <Chip
        component="span"
        size="small"
        color={enabled ? 'success' : 'default'}
        label={translate(text(enabled ? 'two_factor_on' : 'two_factor_off'))}
        data-testid="employee-two-factor"
      />
      <PasswordPromptDialog
        open={confirming}
        title={text('reset_two_factor_title')}
        titleOptions={{ name: record.full_name }}
        text={text('reset_two_factor_content')}
        confirm={text('reset_two_factor')}
        confirmColor="warning"
        onConfirm={reset}
        onClose={() => setConfirming(false)}
      />
    </InfoRow>
  );
}
