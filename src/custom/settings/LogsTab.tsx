import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, Pagination, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { useAuditWords } from '../../ui/useAuditWords';
import { formatWhen } from './format';
import { logsCsv, type LogEntry } from './logsCsv';
import { LogsFilter } from './LogsFilter';
import { AuditChanges } from './AuditChanges';
import { LogsList } from './LogsList';
import { LogUser } from './LogUser';
import { LogsPurge } from './LogsPurge';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this tab first renders.
import '../../i18n/ar/settings';

const Col = DataTable.Col<LogEntry>;
/** Rows asked per request when exporting; the export stops at EXPORT_MAX rows. */
const EXPORT_PAGE = 500;
const EXPORT_MAX = 20_000;

function LogsExport() {
  const translate = useTranslate();
  const words = useAuditWords();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { filterValues, total } = useListContext();
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`bakery.settings.logs.${key}`);
  const run = async () => {
    setBusy(true);
    try {
      const entries: LogEntry[] = [];
      for (let page = 1; entries.length < EXPORT_MAX; page += 1) {
        const { data, total: all } = await dataProvider.getList<LogEntry & { id: number }>('logs', {
          pagination: { page, perPage: EXPORT_PAGE },
          sort: { field: 'created_at', order: 'DESC' },
          filter: filterValues,
        });
        entries.push(...data);
        if (data.length < EXPORT_PAGE || entries.length >= (all ?? 0)) break;
      }
      // The authors by name, as the tab shows them: one read of the employees the entries name.
      const userIds = [...new Set(entries.map((entry) => entry.user_id).filter((id): id is number => id != null))];
      const { data: people } = userIds.length ? await dataProvider.getMany('users', { ids: userIds }) : { data: [] };
      const names = new Map(people.map((person) => [Number(person.id), String(person.full_name || person.username || person.id)]));
      const headers = ['when', 'who', 'action', 'what', 'entity_id', 'ip', 'changes'].map(t);
      const csv = logsCsv(entries, headers, {
        action: words.action,
        entity: (entity) => words.target(entity),
        user: (id) => names.get(id) ?? String(id),
      });
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${t('file_name')}-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void run()}
      disabled={busy || !total}
      data-testid="logs-export"
    >
      {t('export')}
    </Button>
  );
}

/** The audit log (issue 27): filter, page, export CSV, and delete the entries older than N days. */
export default function LogsTab() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const words = useAuditWords();
  return (
    <Box data-testid="logs-tab">
      <ListBase resource="logs" disableSyncWithLocation perPage={25} sort={{ field: 'created_at', order: 'DESC' }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate('bakery.settings.logs.title')}
          </Typography>
          <LogsExport />
        </Stack>
        <LogsFilter />
        {phone ? (
          <LogsList />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <DataTable
              rowClick={false}
              bulkActionButtons={false}
              data-testid="logs-table"
              sx={{ '& .MuiTableCell-root': { paddingInline: 1 } }}
            >
              <Col
                source="created_at"
                label="bakery.settings.logs.when"
                render={(entry) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatWhen(entry.created_at)}</Box>}
              />
              <Col source="user_id" label="bakery.settings.logs.who" disableSort render={() => <LogUser />} />
              <Col
                source="action"
                label="bakery.settings.logs.action"
                disableSort
                render={(entry) => words.action(entry.action)}
              />
              <Col
                source="entity"
                label="bakery.settings.logs.what"
                disableSort
                render={(entry) => words.target(entry.entity, entry.entity_id)}
              />
              <Col
                source="ip"
                label="bakery.settings.logs.ip"
                disableSort
                render={(entry) => <span dir="ltr">{entry.ip ?? ''}</span>}
              />
              <Col
                source="changes"
                label="bakery.settings.logs.changes"
                disableSort
                render={(entry) => (
                  <Box sx={{ maxInlineSize: 360 }}>
                    <AuditChanges entity={entry.entity} action={entry.action} changes={entry.changes} />
                  </Box>
                )}
              />
            </DataTable>
          </Box>
        )}
        <Pagination rowsPerPageOptions={[25, 50, 100]} />
      </ListBase>
      <LogsPurge />
    </Box>
  );
}
