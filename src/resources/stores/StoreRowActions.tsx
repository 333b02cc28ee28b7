import EditIcon from '@mui/icons-material/Edit';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { LinkAction } from '../../ui/LinkAction';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { StoreDeleteButton } from './detail/StoreDeleteButton';
import type { StoreRecord } from './detail/storeRecord';
import { storePaths } from '../../registry/paths';
import { useSetStoreStatus } from './useStoreListCalls';

export interface StoreRowActionsProps {
  /** From the access table: activate/deactivate and delete are for admins and managers. */
  canChangeStatus: boolean;
  canDelete: boolean;
}

/** View, edit, activate or deactivate, delete. An active shop is deactivated; any other is activated. */
export function StoreRowActions({ canChangeStatus, canDelete }: StoreRowActionsProps) {
  const translate = useTranslate();
  const record = useRecordContext<RaRecord>();
  const setStatus = useSetStoreStatus();
  if (!record) return null;
  const active = record.status === 'active';
  const statusLabel = translate(active ? 'bakery.stores.list.deactivate' : 'bakery.stores.list.activate');

  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
      <LinkAction
        to={storePaths.show(record.id)}
        label={translate('bakery.stores.list.show')}
        icon={<VisibilityIcon fontSize="small" />}
      />
      <LinkAction
        to={storePaths.edit(record.id)}
        label={translate('bakery.stores.list.edit')}
        icon={<EditIcon fontSize="small" />}
      />
      {canChangeStatus ? (
        <Tooltip title={statusLabel}>
          <span>
            <IconButton
              size="small"
              color={active ? 'warning' : 'success'}
              aria-label={statusLabel}
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate({ id: record.id, status: active ? 'inactive' : 'active' })}
            >
              {active ? <PauseCircleOutlineIcon fontSize="small" /> : <PlayCircleOutlineIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
      {canDelete ? (
        <StoreDeleteButton
          record={record as StoreRecord}
          failureKey="bakery.stores.list.delete_failed"
          preferServerMessage
          variant="icon"
        />
      ) : null}
    </Stack>
  );
}
