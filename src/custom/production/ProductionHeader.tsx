import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
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
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h5" component="h1">
        {translate(title)} — <span dir="ltr">{day.split('-').reverse().join('/')}</span>
      </Typography>
      <Typography variant="body2" color="text.secondary" className="no-print">
        {translate(subtitle)}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mt: 1.5 }} className="no-print">
        <TextField
          type="date"
          size="small"
          label={translate('bakery.production.date')}
          value={day}
          onChange={(event) => onDay(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
        />
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('bakery.production.print')}
        </Button>
        {actions}
      </Stack>
    </Box>
  );
}
