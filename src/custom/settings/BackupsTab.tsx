import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import RestoreIcon from '@mui/icons-material/Restore';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Confirm, Loading, useDataProvider, useTranslate } from 'react-admin';
import type { BackupRecord } from '../../domain/backups';
import { API_URL } from '../../providers/apiUrl';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { DeleteButton } from '../../ui/DeleteButton';
import { RetryAlert } from '../../ui/RetryAlert';
import { formatBytes, formatWhen } from './format';
import { SETTINGS_KEY } from './queryKeys';
import { useSystemAction } from './useSystemAction';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this tab first renders.
import '../../i18n/ar/settings';

const BACKUPS_KEY = ['backups'];

/** A Latin file name inside an Arabic sentence, kept whole and left to right (Unicode isolates). */
const isolated = (name: string) => `\u2068${name}\u2069`;

/**
 * The backups (issue 27): list, create, download, upload, restore and delete. A restore replaces every
 * table and ends the other sessions, so its confirmation says exactly that; so does a delete's.
 */
export default function BackupsTab() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const query = useQuery({ queryKey: BACKUPS_KEY, queryFn: () => dataProvider.backups() });
  const [restoring, setRestoring] = useState<BackupRecord | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`bakery.settings.backups.${key}`, args);

  const create = useSystemAction((provider) => provider.createBackup(), {
    refresh: [BACKUPS_KEY],
    success: () => ({ key: 'bakery.settings.backups.created' }),
  });
  const upload = useSystemAction((provider, file: File) => provider.uploadBackup(file), {
    refresh: [BACKUPS_KEY],
    success: () => ({ key: 'bakery.settings.backups.uploaded' }),
  });
  const restore = useSystemAction((provider, name: string) => provider.restoreBackup(name), {
    // Maintenance mode is on after a restore: the settings are read again, so the banner says so at once.
    refresh: [SETTINGS_KEY, BACKUPS_KEY],
    success: (outcome) => ({
      key: 'bakery.settings.backups.restored',
      args: { tables: outcome.tables, rows: outcome.rows },
    }),
  });
  const remove = useSystemAction((provider, name: string) => provider.deleteBackup(name), {
    refresh: [BACKUPS_KEY],
    success: () => ({ key: 'bakery.settings.backups.deleted' }),
  });

  if (query.isError)
    return (
      <RetryAlert
        message="bakery.settings.load_failed"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!query.data) return <Loading />;
  const backups = query.data.backups;
  return (
    <Box data-testid="backups-tab">
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => create.mutate(undefined)}
          disabled={create.isPending}
          data-testid="backup-create"
        >
          {t('create')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          onClick={() => fileInput.current?.click()}
          disabled={upload.isPending}
        >
          {t('upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".gz,application/gzip"
          hidden
          data-testid="backup-upload-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
            event.target.value = '';
          }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {t('directory', { directory: isolated(query.data.directory) })}
      </Typography>
      {backups.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        // A list rather than a table: on a phone each backup wraps onto two lines and its actions stay in view.
        <Stack
          component="ul"
          aria-label={t('title')}
          sx={{ listStyle: 'none', p: 0, m: 0, borderBlockStart: 1, borderColor: 'divider' }}
        >
          {backups.map((backup) => (
            <Stack
              key={backup.name}
              component="li"
              direction="row"
              useFlexGap
              data-testid="backup-row"
              data-name={backup.name}
              sx={{
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 2,
                py: 1,
                borderBlockEnd: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flexGrow: 1, minInlineSize: 180 }}>
                <Typography title={backup.name}>{formatWhen(backup.created_at)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`kinds.${backup.kind}`)} · {formatBytes(backup.size_bytes)}
                </Typography>
              </Box>
              <Box sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('download')}>
                  <IconButton
                    component="a"
                    href={`${API_URL}/backup/${encodeURIComponent(backup.name)}/download`}
                    download={backup.name}
                    aria-label={t('download')}
                  >
                    <DownloadIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('restore')}>
                  <IconButton
                    color="warning"
                    aria-label={t('restore')}
                    onClick={() => setRestoring(backup)}
                    data-testid="backup-restore"
                  >
                    <RestoreIcon />
                  </IconButton>
                </Tooltip>
                <DeleteButton
                  variant="icon"
                  size="medium"
                  label={t('delete')}
                  title="bakery.settings.backups.delete_title"
                  titleOptions={{ name: isolated(backup.name) }}
                  content="bakery.settings.backups.delete_content"
                  confirm="bakery.settings.backups.delete_confirm"
                  pending={remove.isPending}
                  onConfirm={(close) => remove.mutate(backup.name, { onSettled: close })}
                />
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
      <Confirm
        isOpen={restoring !== null}
        loading={restore.isPending}
        title="bakery.settings.backups.restore_title"
        titleTranslateOptions={{ name: isolated(restoring?.name ?? '') }}
        content="bakery.settings.backups.restore_content"
        confirm="bakery.settings.backups.restore_confirm"
        confirmColor="warning"
        onConfirm={() => restoring && restore.mutate(restoring.name, { onSettled: () => setRestoring(null) })}
        onClose={() => setRestoring(null)}
      />
    </Box>
  );
}
