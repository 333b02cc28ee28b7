import CloseIcon from '@mui/icons-material/Close';
import { Button, Stack } from '@mui/material';
import { SaveButton, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { StoreDeleteButton } from '../detail/StoreDeleteButton';
import type { StoreRecord } from '../detail/storeRecord';
import { storePaths } from '../../../registry/paths';

/** Save and cancel on one side, delete on the other; nothing more to press once the save succeeded. */
export function StoreEditToolbar({ saved }: { saved: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<StoreRecord>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <Stack direction="row" spacing={1}>
        <SaveButton disabled={saved || undefined} />
        {record ? (
          <Button component={Link} to={storePaths.show(record.id)} startIcon={<CloseIcon />} disabled={saved}>
            {translate('bakery.stores.edit.cancel')}
          </Button>
        ) : null}
      </Stack>
      {record && !saved ? <StoreDeleteButton record={record} failureKey="bakery.stores.edit.delete_failed" /> : null}
    </Toolbar>
  );
}
