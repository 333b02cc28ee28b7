import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Card, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { errorMessage } from './serverMessage';

/** The list could not be loaded: the server's message (else a general one) and a retry button. */
export function ProductListError() {
  const translate = useTranslate();
  const { error, refetch, isFetching } = useListContext();
  return (
    <Card variant="outlined" role="alert" data-testid="products-error" sx={{ py: 6, px: 2 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="h2">
          {translate('bakery.products.list.load_error')}
        </Typography>
        {errorMessage(error) ? <Typography color="text.secondary">{errorMessage(error)}</Typography> : null}
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
          {translate('bakery.common.retry')}
        </Button>
      </Stack>
    </Card>
  );
}
