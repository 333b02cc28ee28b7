import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Chip, CircularProgress, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { bakeryDate } from '../../domain/dates';
import type { ClosedDay } from '../../domain/standing';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { ClosedDayAdd } from './ClosedDayAdd';
import { ClosedDaysList } from './ClosedDaysList';
import { publicHolidayDates, withDay } from './closedDaysRules';
import '../../i18n/ar/standing';
import { refreshQueries, replaceQueryData } from '../../ui/queryCache';

/**
 * /production/closed-days (issue 30): the bakery's closed days of a year, the days the cut-off job makes
 * no orders for and the bake sheet shows as closed. Beside the bake sheet because the manager who plans
 * tomorrow's baking is the one who knows the bakery's holidays. A year nobody saved shows Belgium's public
 * holidays (the server's preload); days are added and removed here and the whole list saved at once.
 */
export default function ClosedDaysPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const queryClient = useQueryClient();
  const [year, setYear] = useState(() => Number(bakeryDate().slice(0, 4)));
  // The edited list, until saved; null: the server's list as it is.
  const [draft, setDraft] = useState<ClosedDay[] | null>(null);
  const calendar = useQuery({ queryKey: ['calendar', 'closed-days', year], retry: false, queryFn: () => dataProvider.closedDays(year) });
  const save = useMutation({
    mutationFn: (days: ClosedDay[]) => dataProvider.saveClosedDays(year, days),
    onSuccess: (saved) => {
      void replaceQueryData(queryClient, ['calendar', 'closed-days', year], saved);
      // The bake sheet and the days' orders read the calendar: read it again there.
      void refreshQueries(queryClient, { queryKey: ['production'] });
      setDraft(null);
      notify('bakery.closed_days.saved', { type: 'success' });
    },
    onError: (error) => notify((error as Error).message, { type: 'error' }),
  });
  const days = draft ?? calendar.data?.days ?? [];
  const holidays = publicHolidayDates(year);
  const t = (key: string, args?: Record<string, unknown>) => translate(`bakery.closed_days.${key}`, args);
  const yearButton = (step: 1 | -1, label: string, icon: React.ReactNode) => (
    <Tooltip title={draft ? t('year_locked') : label}>
      <span>
        <IconButton aria-label={label} disabled={draft !== null} onClick={() => setYear((y) => y + step)}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxInlineSize: 900 }} data-testid="closed-days-page">
      <Title title={t('title')} />
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('subtitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1, md: 2 } }}>
        {/* In a right-to-left page the previous year's arrow points right. */}
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
          {yearButton(-1, t('previous_year'), <ChevronRightIcon />)}
          <Typography variant="h6" component="h2" data-testid="closed-days-year" aria-label={t('year')}>
            {year}
          </Typography>
          {yearButton(1, t('next_year'), <ChevronLeftIcon />)}
          {draft ? <Chip size="small" color="warning" label={t('unsaved')} /> : null}
        </Stack>
        {calendar.isPending ? (
          <CircularProgress size={24} />
        ) : !calendar.data ? (
          <Alert severity="error">{t('load_failed')}</Alert>
        ) : (
          <>
            {calendar.data.preloaded && !draft ? (
              <Alert severity="info" sx={{ mb: 1 }} data-testid="closed-days-preloaded">
                {t('preloaded')}
              </Alert>
            ) : null}
            <ClosedDaysList days={days} holidays={holidays} onRemove={(date) => setDraft(days.filter((day) => day.date !== date))} />
            <Box sx={{ mt: 2 }}>
              <ClosedDayAdd year={year} days={days} onAdd={(day) => setDraft(withDay(days, day))} />
            </Box>
            <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
              <Button
                variant="contained"
                startIcon={<SaveIcon />}
                disabled={save.isPending || (draft === null && !calendar.data.preloaded)}
                onClick={() => save.mutate(days)}
              >
                {t('save')}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {t('count', { count: days.length })}
              </Typography>
            </Stack>
          </>
        )}
      </Paper>
    </Box>
  );
}
