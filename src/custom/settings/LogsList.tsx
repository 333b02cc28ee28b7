import { Box, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { useAuditWords } from '../../ui/useAuditWords';
import { AuditChanges } from './AuditChanges';
import { formatWhen } from './format';
import type { LogEntry } from './logsCsv';
import { LogUser } from './LogUser';

/** The audit entries on a phone: each one a block (when, who, what, from where, the changes wrapped), nothing clipped. */
export function LogsList() {
  const translate = useTranslate();
  const words = useAuditWords();
  const { data, isPending } = useListContext<LogEntry & { id: number }>();
  if (isPending) return null;
  if (!data?.length) return <Typography color="text.secondary">{translate('bakery.settings.logs.empty')}</Typography>;
  return (
    <Stack
      component="ul"
      data-testid="logs-table"
      sx={{ listStyle: 'none', p: 0, m: 0, borderBlockStart: 1, borderColor: 'divider' }}
    >
      {data.map((entry) => (
        <RecordContextProvider value={entry} key={entry.id}>
          <Box component="li" sx={{ py: 1, borderBlockEnd: 1, borderColor: 'divider' }}>
            <Typography variant="body2" color="text.secondary">
              {formatWhen(entry.created_at)}
              {entry.ip ? (
                <>
                  {' · '}
                  <bdi dir="ltr">{entry.ip}</bdi>
                </>
              ) : null}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {translate('bakery.settings.logs.who')} <LogUser /> · {words.action(entry.action)} ·{' '}
              {words.target(entry.entity, entry.entity_id)}
            </Typography>
            <AuditChanges entity={entry.entity} action={entry.action} changes={entry.changes} />
          </Box>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
