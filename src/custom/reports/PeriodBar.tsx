import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DISPLAY_LOCALE, formatDate } from '../../i18n/format';
import { DayField } from '../../ui/DayField';
import { UNFINISHED_DATE } from '../../ui/dateValue';
import { periodAround, rangeProblem, stepPeriod, type DayRange, type PeriodKind } from './period';

export interface PeriodBarProps {
  kind: PeriodKind;
  range: DayRange;
  previous: DayRange;
  onChange: (range: DayRange) => void;
}

const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat(DISPLAY_LOCALE, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, index, 1))),
);

/** The years a fixed page offers: from 2000 (the first date the API takes) to next year. */
function years(): number[] {
  const last = new Date().getUTCFullYear() + 1;
  return Array.from({ length: last - 2000 + 1 }, (_, index) => last - index);
}

/**
 * The period of a report: any two days on /reports and /analytics (applied with "عرض", a wrong range
 * refused beside the fields and nothing asked), one day, month or year on the fixed pages, with arrows to
 * the period before and after. Under it, the period it is compared with.
 */
export function PeriodBar({ kind, range, previous, onChange }: PeriodBarProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<{ from: string | null; to: string | null }>(range);
  const [shownFor, setShownFor] = useState(range);
  // The address changed (an arrow, back): the fields show the new period.
  if (shownFor.from !== range.from || shownFor.to !== range.to) {
    setShownFor(range);
    setDraft(range);
  }
  const [problem, setProblem] = useState<string | null>(null);
  const t = (key: string, options?: Record<string, unknown>) => translate(`bakery.reports.period.${key}`, options);
  const year = Number(range.from.slice(0, 4));
  const month = Number(range.from.slice(5, 7));
  // In a right-to-left page "before" points right.
  const arrows = (
    <>
      <Tooltip title={t('previous')}>
        <IconButton aria-label={t('previous')} onClick={() => onChange(stepPeriod(kind, range, -1))} className="no-print">
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('next')}>
        <IconButton aria-label={t('next')} onClick={() => onChange(stepPeriod(kind, range, 1))} className="no-print">
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
    </>
  );

  const apply = () => {
    const found = rangeProblem({ from: draft.from === UNFINISHED_DATE ? null : draft.from, to: draft.to === UNFINISHED_DATE ? null : draft.to });
    setProblem(found);
    if (found === null) onChange({ from: draft.from as string, to: draft.to as string });
  };

  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="period-bar">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }} className="no-print">
        {kind === 'range' ? (
          <>
            <Box sx={{ width: 190 }}>
              <DayField label={t('from')} value={draft.from} onChange={(from) => setDraft((old) => ({ ...old, from }))} fullWidth />
            </Box>
            <Box sx={{ width: 190 }}>
              <DayField label={t('to')} value={draft.to} onChange={(to) => setDraft((old) => ({ ...old, to }))} fullWidth />
            </Box>
            <Button variant="contained" onClick={apply} data-testid="period-apply">
              {t('apply')}
            </Button>
            {arrows}
          </>
        ) : null}
        {kind === 'day' ? (
          <>
            <Box sx={{ width: 190 }}>
            <DayField
              fullWidth
              label={t('day')}
              value={draft.from}
              onChange={(day) => {
                setDraft({ from: day, to: day });
                if (day && rangeProblem({ from: day, to: day }) === null) onChange(periodAround('day', day));
              }}
            />
            </Box>
            {arrows}
          </>
        ) : null}
        {kind === 'month' ? (
          <TextField
            select
            size="small"
            label={t('month')}
            value={month}
            onChange={(event) => onChange(periodAround('month', `${year}-${String(event.target.value).padStart(2, '0')}-01`))}
            fullWidth={false}
            sx={{ width: 150 }}
            slotProps={{ select: { inputProps: { 'data-testid': 'period-month' } } }}
          >
            {MONTHS.map((name, index) => (
              <MenuItem key={name} value={index + 1}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {kind === 'month' || kind === 'year' ? (
          <>
            <TextField
              select
              size="small"
              label={t('year')}
              value={year}
              onChange={(event) => {
                const chosen = Number(event.target.value);
                onChange(periodAround(kind, `${chosen}-${kind === 'month' ? String(month).padStart(2, '0') : '01'}-01`));
              }}
              fullWidth={false}
              sx={{ width: 110 }}
            >
              {years().map((one) => (
                <MenuItem key={one} value={one}>
                  {one}
                </MenuItem>
              ))}
            </TextField>
            {arrows}
          </>
        ) : null}
      </Stack>
      {problem ? (
        <Alert severity="error" role="alert" data-testid="period-problem" className="no-print">
          {t(`problems.${problem}`)}
        </Alert>
      ) : null}
      <Typography variant="body2" data-testid="period-shown">
        {t('shown', { from: formatDate(range.from), to: formatDate(range.to) })}
        {' · '}
        {t('compared_with', { from: formatDate(previous.from), to: formatDate(previous.to) })}
      </Typography>
    </Stack>
  );
}
