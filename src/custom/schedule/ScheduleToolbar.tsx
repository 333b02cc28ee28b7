import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScheduleReply } from '../../domain/schedule';
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

/** The day picker, the distributor and text filters, refresh by hand, and generate. Wraps on a phone. */
export function ScheduleToolbar(props: ScheduleToolbarProps) {
  const { date, maxDate, onDate, reply, filter, onFilter, onRefresh, refreshing, onGenerate, generating, showGenerate } = props;
  const translate = useTranslate();
  const routes = reply?.distributors_schedules ?? [];
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
      data-testid="schedule-toolbar"
      role="toolbar"
      aria-label={translate('bakery.schedule.title')}
    >
      <TextField
        type="date"
        size="small"
        label={translate('bakery.schedule.date')}
        value={date}
        onChange={(event) => {
          if (event.target.value) onDate(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: maxDate, 'data-testid': 'schedule-date' } }}
        fullWidth={false}
        margin="none"
        sx={{ width: { xs: '100%', sm: 180 } }}
      />
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
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing} data-testid="schedule-refresh">
          {translate('bakery.schedule.refresh')}
        </Button>
        {showGenerate ? <GenerateButton reply={reply} onGenerate={onGenerate} busy={generating} /> : null}
      </Box>
    </Box>
  );
}
