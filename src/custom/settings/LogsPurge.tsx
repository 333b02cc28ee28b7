import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { logsPurgeQuery } from '../../domain/backups';
import { SectionCard } from '../../ui/SectionCard';
import { useSystemAction } from './useSystemAction';

/** Deletes the audit entries older than N days, after a confirmation naming N; the server logs the deletion. */
export function LogsPurge() {
  const translate = useTranslate();
  const [days, setDays] = useState('90');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const purge = useSystemAction((provider, olderThan: number) => provider.purgeLogs(olderThan), {
    refresh: [['logs']],
    success: (count) => ({ key: 'bakery.settings.logs.purged', args: { count } }),
  });
  const ask = () => {
    // The call's own rule: the same words the server would answer.
    const checked = logsPurgeQuery.safeParse({ older_than_days: days.trim() === '' ? undefined : days });
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success) setConfirming(checked.data.older_than_days);
  };
  return (
    <SectionCard title="bakery.settings.logs.purge" icon={<DeleteSweepIcon />} data-testid="logs-purge">
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={translate('bakery.settings.logs.purge_days')}
          value={days}
          onChange={(event) => {
            setDays(event.target.value);
            setProblem(null);
          }}
          error={problem !== null}
          helperText={problem ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
          data-testid="logs-purge-days"
        />
        <Button
          variant="outlined"
          color="error"
          onClick={ask}
          disabled={purge.isPending}
          data-testid="logs-purge-button"
        >
          {translate('bakery.settings.logs.purge')}
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming !== null}
        loading={purge.isPending}
        title="bakery.settings.logs.purge_title"
        titleTranslateOptions={{ days: confirming ?? '' }}
        content="bakery.settings.logs.purge_content"
        confirm="bakery.settings.logs.purge_confirm"
        confirmColor="warning"
        onConfirm={() => confirming !== null && purge.mutate(confirming, { onSettled: () => setConfirming(null) })}
        onClose={() => setConfirming(null)}
      />
    </SectionCard>
  );
}
