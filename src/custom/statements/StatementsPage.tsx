import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import HistoryIcon from '@mui/icons-material/History';
import { Alert, Box, CircularProgress, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { formatDateTime, formatMoney } from '../../i18n/format';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { errorMessage } from '../../providers/failure';
import { SectionCard } from '../../ui/SectionCard';
import { StatementTable } from './StatementTable';
import { StatementUpload } from './StatementUpload';
import '../../i18n/ar/returns';
import { refreshQueries, replaceQueryData } from '../../ui/queryCache';

/**
 * /bank-statements (issue 29): import a CAMT.053 or CODA file; its matching table follows at once (what
 * each line paid, partial and excess payments as such, suggestions for the lines left over, matched by a
 * tap). The statements imported before are listed under it and open the same table.
 */
export default function StatementsPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [selected, setSelected] = useState<number | null>(null);
  const history = useQuery({ queryKey: ['bank-statements', 'list'], queryFn: () => dataProvider.listStatements() });
  const shown = useQuery({
    queryKey: ['bank-statements', selected],
    queryFn: () => dataProvider.getStatement(selected!),
    enabled: selected !== null,
  });

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }} data-testid="statements-page">
      <Title title={translate('bakery.statements.title')} />
      <Typography variant="h5" component="h1" fontWeight={700}>
        {translate('bakery.statements.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('bakery.statements.subtitle')}
      </Typography>
      <Stack spacing={2}>
        <SectionCard title="bakery.statements.import" icon={<AccountBalanceIcon />}>
          <StatementUpload
            onImported={(statement) => {
              void replaceQueryData(queryClient, ['bank-statements', statement.id], statement);
              void refreshQueries(queryClient, { queryKey: ['bank-statements', 'list'] });
              setSelected(statement.id);
            }}
          />
          {selected !== null ? (
            <Box sx={{ mt: 2 }}>
              {shown.isPending ? <CircularProgress /> : null}
              {shown.isError ? <Alert severity="error">{errorMessage(shown.error) ?? translate('bakery.statements.load_error')}</Alert> : null}
              {shown.data ? <StatementTable statement={shown.data} /> : null}
            </Box>
          ) : null}
        </SectionCard>
        <SectionCard title="bakery.statements.history" icon={<HistoryIcon />}>
          {history.data && !history.data.length ? <Typography color="text.secondary">{translate('bakery.statements.empty')}</Typography> : null}
          <List dense disablePadding>
            {(history.data ?? []).map((statement) => (
              <ListItemButton key={statement.id} selected={statement.id === selected} onClick={() => setSelected(statement.id)} data-testid="statement-history">
                <ListItemText
                  primary={<bdi dir="ltr">{statement.file_name ?? statement.statement_ref}</bdi>}
                  secondary={`${formatDateTime(statement.created_at)} · ${translate('bakery.statements.summary', {
                    ...statement.summary,
                    recorded: formatMoney(statement.summary.recorded_eur),
                  })}`}
                />
              </ListItemButton>
            ))}
          </List>
        </SectionCard>
      </Stack>
    </Box>
  );
}
