import { List, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScheduleItem } from '../../domain/schedule';
import { StopRow } from './StopRow';

/** The route's other stops in their order, below the current one. */
export function StopList({ items }: { items: readonly ScheduleItem[] }) {
  const translate = useTranslate();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="route-rest-title">
      <Typography id="route-rest-title" variant="subtitle1" component="h2" fontWeight={700} sx={{ mb: 1 }}>
        {translate('bakery.route.rest')}
      </Typography>
      <Paper variant="outlined">
        <List disablePadding data-testid="route-stops">
          {items.map((item) => (
            <StopRow key={item.id} item={item} />
          ))}
        </List>
      </Paper>
    </section>
  );
}
