import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Alert, CircularProgress, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { bakeryDate } from '../../../domain/dates';
import { SectionCard } from '../../../ui/SectionCard';
import { StandingExceptions } from './StandingExceptions';
import { StandingOrderForm } from './StandingOrderForm';
import { useStanding } from './useStanding';
import '../../../i18n/ar/standing';

/**
 * The shop's standing order (issue 30): a week grid of products by weekdays, its validity and pauses
 * (admins and managers edit), and the one-off changes (also a cashier).
 */
export function StandingOrderCard({ storeId }: { storeId: Identifier }) {
  const translate = useTranslate();
  const { record, products, sizes, edits, changesDays, calls, reload } = useStanding(storeId);
  const today = bakeryDate();
  return (
    <SectionCard title="bakery.standing.title" icon={<EventRepeatIcon />} data-testid="standing-order">
      {record.isPending ? (
        <CircularProgress size={24} aria-label={translate('bakery.standing.loading')} />
      ) : !record.data ? (
        <Alert severity="error">{translate('bakery.standing.load_failed')}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('bakery.standing.subtitle', { cutoff: record.data.cutoff_time })}
          </Typography>
          {!record.data.exists && <Alert severity="info">{translate('bakery.standing.none_yet')}</Alert>}
          <StandingOrderForm
            key={record.data.updated_at ?? 'new'}
            storeId={storeId}
            record={record.data}
            today={today}
            products={products}
            sizes={sizes}
            editable={edits}
            calls={calls}
            onSaved={reload}
          />
          <StandingExceptions
            storeId={storeId}
            record={record.data}
            today={today}
            products={products}
            sizes={sizes}
            allowed={changesDays}
            calls={calls}
            onSaved={() => void reload()}
          />
        </>
      )}
    </SectionCard>
  );
}
