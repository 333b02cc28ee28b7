import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useTranslate } from 'react-admin';
import type { ClosedDay } from '../../domain/standing';
import { DateInput } from '../../ui/DateInput';
import { newClosedDayProblems, type NewClosedDay } from './closedDaysRules';

interface Props {
  year: number;
  days: readonly ClosedDay[];
  onAdd: (day: ClosedDay) => void;
}

/**
 * The line that adds a closed day: the day (DD/MM/YYYY) and its name. A refused day says why beside its
 * field and the list is left as it was; an accepted one empties the line for the next.
 */
export function ClosedDayAdd({ year, days, onAdd }: Props) {
  const translate = useTranslate();
  // A new form after each day added: the fields start empty again, their errors gone.
  const [round, setRound] = useState(0);
  return (
    <Form
      key={round}
      defaultValues={{ date: null, name: '' }}
      validate={(values) => newClosedDayProblems(values as NewClosedDay, year, days)}
      onSubmit={(values: Record<string, unknown>) => {
        const { date, name } = values as NewClosedDay;
        onAdd({ date: String(date), name: (name ?? '').trim() });
        setRound((n) => n + 1);
      }}
      noValidate
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap alignItems={{ sm: 'flex-start' }} data-testid="closed-day-add">
        <Box sx={{ width: { xs: '100%', sm: 190 } }}>
          <DateInput source="date" label="bakery.closed_days.date" fullWidth minDate={`${year}-01-01`} maxDate={`${year}-12-31`} />
        </Box>
        <TextInput
          source="name"
          label="bakery.closed_days.name"
          helperText="bakery.closed_days.name_hint"
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
        <Box sx={{ pt: { sm: 1 } }}>
          <Button type="submit" variant="outlined" startIcon={<AddIcon />}>
            {translate('bakery.closed_days.add')}
          </Button>
        </Box>
      </Stack>
    </Form>
  );
}
