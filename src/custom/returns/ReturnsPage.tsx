import { Alert, Box, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ReturnRecord, ReturnStatus } from '../../domain/returns';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { errorMessage } from '../../providers/failure';
import { ReturnCard } from './ReturnCard';
import '../../i18n/ar/returns';
import { refreshQueries } from '../../ui/queryCache';

/**
 * /returns (issue 29): what distributors took back at their deliveries, newest first: those waiting for
 * approval, then those approved (credited, or waiting for their order's invoice). Approving answers with
 * the server's words, which say whether a credit note was issued.
 */
export default function ReturnsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [status, setStatus] = useState<ReturnStatus>('pending');
  const query = useQuery({ queryKey: ['returns', status], queryFn: () => dataProvider.listReturns(status) });
  const approve = useMutation({
    mutationFn: (record: ReturnRecord) => dataProvider.approveReturn(record.id),
    onSuccess: ({ message }) => {
      notify(message, { type: 'success', messageArgs: { _: message } });
      void refreshQueries(queryClient, { queryKey: ['returns'] });
    },
    onError: (failure) => {
      const message = errorMessage(failure) ?? '';
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
  });

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 960 }} data-testid="returns-page">
      <Title title={translate('bakery.returns.list_title')} />
      <Typography variant="h5" component="h1" fontWeight={700} sx={{ mb: 1 }}>
        {translate('bakery.returns.list_title')}
      </Typography>
      <Tabs value={status} onChange={(_event, value: ReturnStatus) => setStatus(value)} sx={{ mb: 2 }}>
        <Tab value="pending" label={translate('bakery.returns.to_approve')} data-testid="returns-tab-pending" />
        <Tab value="approved" label={translate('bakery.returns.approved_tab')} data-testid="returns-tab-approved" />
      </Tabs>
      {query.isPending ? <CircularProgress /> : null}
      {query.isError ? <Alert severity="error">{errorMessage(query.error) ?? translate('bakery.returns.load_error')}</Alert> : null}
      {query.data && !query.data.length ? <Alert severity="info">{translate('bakery.returns.empty')}</Alert> : null}
      <Stack spacing={1.5}>
        {(query.data ?? []).map((record) => (
          <ReturnCard
            key={record.id}
            record={record}
            onApprove={record.status === 'pending' ? (chosen) => approve.mutate(chosen) : undefined}
            approving={approve.isPending && approve.variables?.id === record.id}
          />
        ))}
      </Stack>
    </Box>
  );
}
