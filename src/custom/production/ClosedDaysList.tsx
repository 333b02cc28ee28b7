import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Chip, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClosedDay } from '../../domain/standing';
import { formatDate } from '../../i18n/format';

interface Props {
  days: readonly ClosedDay[];
  /** Belgium's public holidays of the year: those days carry a chip saying so. */
  holidays: ReadonlySet<string>;
  onRemove: (date: string) => void;
}

/** The year's closed days in date order, each with its name, whether it is a public holiday, and a remove button. */
export function ClosedDaysList({ days, holidays, onRemove }: Props) {
  const translate = useTranslate();
  if (!days.length)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('bakery.closed_days.empty')}
      </Typography>
    );
  return (
    <List dense data-testid="closed-days-list">
      {days.map((day) => (
        <ListItem
          key={day.date}
          divider
          data-testid={`closed-day-${day.date}`}
          secondaryAction={
            <IconButton edge="end" aria-label={translate('bakery.closed_days.remove', { name: day.name || formatDate(day.date) })} onClick={() => onRemove(day.date)}>
              <DeleteOutlineIcon />
            </IconButton>
          }
        >
          <ListItemText
            primary={
              <>
                <span dir="ltr">{formatDate(day.date)}</span> — {day.name || '—'}
              </>
            }
            secondary={
              <Chip
                size="small"
                variant="outlined"
                color={holidays.has(day.date) ? 'primary' : 'default'}
                label={translate(holidays.has(day.date) ? 'bakery.closed_days.public_holiday' : 'bakery.closed_days.own_day')}
                sx={{ mt: 0.5 }}
              />
            }
            slotProps={{ secondary: { component: 'div' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
