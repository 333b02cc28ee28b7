import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../i18n/format';
import { storePaths } from '../../../registry/paths';
import { StoreDeleteButton } from './StoreDeleteButton';
import type { StoreRecord } from './storeRecord';
import { EnumChip } from '../../../ui/EnumChip';

/** The shop's name, status and creation date, with the way back, edit and delete. */
export function StoreShowHeader({ record }: { record: StoreRecord }) {
  const translate = useTranslate();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between', mb: 2 }}
    >
      <Box sx={{ minWidth: 0 }}>
        {/* In right-to-left reading "back" points right. */}
        <Button component={Link} to={storePaths.list} size="small" startIcon={<ArrowForwardIcon />} sx={{ mb: 0.5 }}>
          {translate('bakery.stores.show.back_to_list')}
        </Button>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
            {record.name}
          </Typography>
          <EnumChip enumName="store_status" value={record.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.stores.show.created_on', { date: formatDate(record.created_at) })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={Link} to={storePaths.edit(record.id)} variant="contained" startIcon={<EditIcon />}>
          {translate('bakery.stores.show.edit')}
        </Button>
        <StoreDeleteButton record={record} failureKey="bakery.stores.show.delete_failed" preferServerMessage />
      </Stack>
    </Stack>
  );
}
