import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Card, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { listLoadNotice } from '../orderFailure';

/** The list could not be loaded: the spec's text for the status and a retry button. */
export function OrderListError() {
  const translate = useTranslate();
  const { error, refetch, isFetching } = useListContext();
  const notice = listLoadNotice(error);
  return (
    <Card variant="outlined" role="alert" data-testid="orders-error" sx={{ py: 6, px: 2 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="h2">
          {translate(notice.key, notice.args)}
        </Typography>
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
          {translate('bakery.common.retry')}
        </Button>
      </Stack>
    </Card>
  );
}
