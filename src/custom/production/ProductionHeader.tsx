import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { DayField } from '../../ui/DayField';
import { useTranslate } from 'react-admin';

interface Props {
  title: string;
  subtitle: string;
  day: string;
  onDay: (day: string) => void;
  actions?: ReactNode;
}

/** The title, the delivery day (written out on paper) and the print button of a production page. */
export function ProductionHeader({ title, subtitle, day, onDay, actions }: Props) {
  const translate = useTranslate();
  // What is typed, kept while it is not a whole day; the page follows each whole day.
  const [typed, setTyped] = useState<{ on: string; value: string | null }>({ on: day, value: day });
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h5" component="h1">
        {translate(title)} — <span dir="ltr">{day.split('-').reverse().join('/')}</span>
      </Typography>
      <Typography variant="body2" color="text.secondary" className="no-print">
        {translate(subtitle)}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mt: 1.5 }} className="no-print">
        <Box sx={{ width: { xs: '100%', sm: 190 } }}>
          <DayField
            label={translate('bakery.production.date')}
            value={typed.on === day ? typed.value : day}
            onChange={(next) => {
              setTyped({ on: day, value: next });
              if (next !== null && /^\d{4}-\d{2}-\d{2}$/.test(next)) onDay(next);
            }}
            fullWidth
          />
        </Box>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('bakery.production.print')}
        </Button>
        {actions}
      </Stack>
    </Box>
  );
}
