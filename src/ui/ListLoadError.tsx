import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Card, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** A list that could not be loaded, in place of its rows: what went wrong and a retry button. */
export function ListLoadError({ testId, title, detail }: { testId: string; title: string; detail?: string | null }) {
  const translate = useTranslate();
  const { refetch, isFetching } = useListContext();
  return (
    <Card variant="outlined" role="alert" data-testid={testId} sx={{ py: 6, px: 2 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {detail ? <Typography color="text.secondary">{detail}</Typography> : null}
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
          {translate('bakery.common.retry')}
        </Button>
      </Stack>
    </Card>
  );
}
