import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ScheduleReply } from '../../domain/schedule';
import { isoDate } from '../../domain/schemas/common';
import { DayField } from '../../ui/DayField';
import { GenerateButton } from './GenerateButton';
import type { ScheduleFilter } from './scheduleView';

interface ScheduleToolbarProps {
  date: string;
  maxDate: string;
  onDate: (date: string) => void;
  reply: ScheduleReply | undefined;
  filter: ScheduleFilter;
  onFilter: (filter: ScheduleFilter) => void;
  onRefresh: () => void;
  refreshing: boolean;
  onGenerate: () => void;
  generating: boolean;
  /** Off while the page's empty state offers generating itself. */
  showGenerate: boolean;
}

/** A real day of a four-digit year: one typed to its end. */
const isWholeDay = (value: string | null): value is string =>
  value !== null && isoDate.safeParse(value).success && value >= '1000-01-01';

/** The day picker, the distributor and text filters, refresh by hand, and generate. Wraps on a phone. */
export function ScheduleToolbar(props: ScheduleToolbarProps) {
  const {
    date,
    maxDate,
    onDate,
    reply,
    filter,
    onFilter,
    onRefresh,
    refreshing,
    onGenerate,
    generating,
    showGenerate,
  } = props;
  const translate = useTranslate();
  const routes = reply?.distributors_schedules ?? [];
  // What is typed in the day field, for the day shown when it was typed: the page moves to a day only
  // once it is whole, not at each of the days typing passes through (the year 0002, 0020, 0202...).
  const [typed, setTyped] = useState<{ on: string; value: string | null }>({ on: date, value: date });
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
      data-testid="schedule-toolbar"
      role="toolbar"
      aria-label={translate('bakery.schedule.title')}
    >
      <Box sx={{ width: { xs: '100%', sm: 180 } }}>
        <DayField
          label={translate('bakery.schedule.date')}
          value={typed.on === date ? typed.value : date}
          onChange={(next) => {
            setTyped({ on: date, value: next });
            if (isWholeDay(next)) onDate(next);
          }}
          maxDate={maxDate}
          fullWidth
        />
      </Box>
      {routes.length > 0 ? (
        <TextField
          select
          size="small"
          label={translate('bakery.schedule.filters.distributor')}
          value={filter.distributor === '' ? '' : String(filter.distributor)}
          onChange={(event) => onFilter({ ...filter, distributor: event.target.value === '' ? '' : Number(event.target.value) })}
          slotProps={{
            select: {
              displayEmpty: true,
              renderValue: (value) =>
                routes.find((route) => String(route.distributor.id) === value)?.distributor.full_name ??
                translate('bakery.schedule.filters.all_distributors'),
            },
            inputLabel: { shrink: true },
          }}
          data-testid="schedule-filter-distributor"
          fullWidth={false}
          margin="none"
          sx={{ width: { xs: '100%', sm: 200 } }}
        >
          <MenuItem value="">{translate('bakery.schedule.filters.all_distributors')}</MenuItem>
          {routes.map((route) => (
            <MenuItem key={route.distributor.id} value={String(route.distributor.id)}>
              {route.distributor.full_name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {routes.length > 0 ? (
        <TextField
          size="small"
          label={translate('bakery.schedule.filters.search')}
          value={filter.search}
          onChange={(event) => onFilter({ ...filter, search: event.target.value })}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'data-testid': 'schedule-search' },
          }}
          fullWidth={false}
          margin="none"
          sx={{ width: { xs: '100%', sm: 'auto' }, flex: { sm: '1 1 200px' } }}
        />
      ) : (
        <Box sx={{ flexGrow: 1 }} />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', marginInlineStart: 'auto' }}>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={onRefresh}
          disabled={refreshing}
          data-testid="schedule-refresh"
        >
          {translate('bakery.schedule.refresh')}
        </Button>
        {showGenerate ? <GenerateButton reply={reply} onGenerate={onGenerate} busy={generating} /> : null}
      </Box>
    </Box>
  );
}
