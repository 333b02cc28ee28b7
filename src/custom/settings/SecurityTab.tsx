import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import SecurityIcon from '@mui/icons-material/Security';
import WarningIcon from '@mui/icons-material/Warning';
import { Box, Button, Chip, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import type { SecurityCheck } from '../../providers/data/settingsCalls';
import { RetryAlert } from '../../ui/RetryAlert';
import { SectionCard } from '../../ui/SectionCard';
import { formatWhen } from './format';
import { useSystemAction } from './useSystemAction';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this tab first renders.
import '../../i18n/ar/settings';
import { replaceQueryData } from '../../ui/queryCache';

const AUDIT_KEY = ['security-audit'];
const ICONS: Record<SecurityCheck['status'], React.ReactNode> = {
  pass: <CheckCircleIcon color="success" />,
  warn: <WarningIcon color="warning" />,
  fail: <ErrorIcon color="error" />,
};
const COLORS = { pass: 'success', warn: 'warning', fail: 'error' } as const;

/** The security audit: each real check of this installation, its result and what it found; scan again on demand. */
export default function SecurityTab() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: AUDIT_KEY, queryFn: () => dataProvider.securityAudit() });
  const scan = useSystemAction((provider) => provider.securityScan(), {
    refresh: [],
    success: () => ({ key: 'bakery.settings.security.scanned' }),
  });
  const t = (key: string, args?: Record<string, unknown>) => translate(`bakery.settings.security.${key}`, args);
  if (query.isError)
    return (
      <RetryAlert
        message="bakery.settings.load_failed"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!query.data) return <Loading />;
  return (
    <SectionCard
      title="bakery.settings.security.title"
      icon={<SecurityIcon />}
      data-testid="security-tab"
      action={
        <Button
          variant="outlined"
          disabled={scan.isPending}
          onClick={() => scan.mutate(undefined, { onSuccess: (result) => replaceQueryData(queryClient, AUDIT_KEY, result) })}
        >
          {t('scan')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('checked_at', { time: formatWhen(query.data.checked_at) })}
      </Typography>
      <List>
        {query.data.checks.map((check) => (
          <ListItem key={check.id} divider alignItems="flex-start" data-testid={`security-check-${check.id}`}>
            <ListItemIcon sx={{ minInlineSize: 40 }}>{ICONS[check.status]}</ListItemIcon>
            <ListItemText
              primary={
                <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  {translate(`bakery.settings.security.checks.${check.id}`, { _: check.id })}
                  <Chip size="small" color={COLORS[check.status]} label={t(`status.${check.status}`)} />
                </Box>
              }
              secondary={
                <>
                  {check.detail}
                  {/* Usernames and file names are Latin: each kept whole, left to right, in the Arabic line. */}
                  {check.items.map((item, index) => (
                    <span key={item}>
                      {index === 0 ? ' — ' : '، '}
                      <bdi dir="ltr">{item}</bdi>
                    </span>
                  ))}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
